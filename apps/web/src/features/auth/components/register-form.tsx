import { LockOutlined, MailOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorKey } from '@robot/contracts/client';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsIn, isApiError } from '../../../lib/api/index.ts';
import { useSiteSettingsQuery } from '../../../lib/use-site-settings.ts';
import { login } from '../api/login.ts';
import { useRegisterMutation } from '../api/register.ts';
import { accountRules } from '../form-rules.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { RateLimitAlert } from './rate-limit-alert.tsx';
import { useFeedback } from '../../../lib/feedback.ts';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  email?: string;
  mobile?: string;
  smsCode?: string;
  nickname?: string;
}

/** Sign up, then log straight in with the same credentials: one step for the visitor. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { message } = useFeedback();
  const [form] = Form.useForm<RegisterValues>();
  const registerUser = useRegisterMutation({ inline: fieldErrorsIn(form) });
  const completeLogin = useCompleteLogin();
  const rules = accountRules(t);
  // Closed by the admin: said up front, and again if it closed while the form was open (the server
  // refuses with errors.registrationClosed).
  const closed =
    useSiteSettingsQuery().data?.registrationOpen === false ||
    (isApiError(registerUser.error) && registerUser.error.msg === ErrorKey.registrationClosed);

  const onFinish = ({ confirmPassword: _, ...values }: RegisterValues) =>
    registerUser.mutate(values, {
      onSuccess: async () => {
        void message.success(t('messages.registerSuccess'));
        // A failed automatic login has already shown its toast; the visitor can log in by hand.
        await login({ username: values.username, password: values.password })
          .then(completeLogin)
          .catch(() => undefined);
      },
    });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      onFinish={onFinish}
      requiredMark={false}
      name="register"
    >
      {closed ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('registrationClosed.title')}
          description={t('registrationClosed.text')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form.Item name="username" label={t('fields.username')} rules={rules.username}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('placeholders.username')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.newPassword}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('placeholders.newPassword')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('placeholders.confirmPassword')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
        <Input
          prefix={<MailOutlined aria-hidden />}
          placeholder={t('placeholders.email')}
          autoComplete="email"
          type="email"
        />
      </Form.Item>
      <MobileCodeFields form={form} codeName="smsCode" optional />
      <Form.Item name="nickname" label={t('fields.nickname')} rules={rules.nickname}>
        <Input
          prefix={<SmileOutlined aria-hidden />}
          placeholder={t('placeholders.nickname')}
          autoComplete="nickname"
        />
      </Form.Item>
      <RateLimitAlert error={registerUser.error} text={t('rateLimited.register')} />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={registerUser.isPending}
        disabled={closed}
      >
        {t('actions.register')}
      </Button>
    </Form>
  );
}

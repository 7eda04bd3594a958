import { LockOutlined, MailOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCode, ErrorKey } from '@robot/contracts/client';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
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

/** A warning the whole form is about, announced when it appears. */
function FormWarning({ title, text }: { title: string; text: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      description={text}
      style={{ marginBottom: 16 }}
    />
  );
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

  // The sign-up answers alike whether or not the email or mobile was free (api.md: no account is made
  // for a taken one, and its owner is told). The automatic login is what finds out: said here,
  // beside the form, rather than "Account created" and then "incorrect username or password".
  const [notCreated, setNotCreated] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const onFinish = ({ confirmPassword: _, ...values }: RegisterValues) => {
    setNotCreated(false);
    registerUser.mutate(values, {
      onSuccess: async () => {
        setSigningIn(true);
        try {
          const session = await login(
            { username: values.username, password: values.password },
            { inline: (error) => error.code === ErrorCode.incorrectCredentials },
          );
          void message.success(t('messages.registerSuccess'));
          await completeLogin(session);
        } catch (error) {
          // any other failure has shown its toast; the visitor can log in by hand
          setSigningIn(false);
          if (isApiError(error) && error.code === ErrorCode.incorrectCredentials) {
            setNotCreated(true);
          }
        }
      },
    });
  };

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
        <FormWarning title={t('registrationClosed.title')} text={t('registrationClosed.text')} />
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
      {notCreated ? (
        <FormWarning title={t('registerNotCreated.title')} text={t('registerNotCreated.text')} />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={registerUser.isPending || signingIn}
        disabled={closed}
      >
        {t('actions.register')}
      </Button>
    </Form>
  );
}

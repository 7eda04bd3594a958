import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody } from '@robot/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { useLoginMutation } from '../api/login.ts';
import { accountRules } from '../form-rules.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { RateLimitAlert } from './rate-limit-alert.tsx';

export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginBody>();
  const login = useLoginMutation({ inline: fieldErrorsIn(form) });
  const completeLogin = useCompleteLogin();
  const rules = accountRules(t);

  const onFinish = (values: LoginBody) =>
    login.mutate(values, {
      onSuccess: (result) => void completeLogin(result),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      onFinish={onFinish}
      requiredMark={false}
      name="password-login"
    >
      <Form.Item name="username" label={t('fields.account')} rules={rules.account}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('placeholders.account')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.loginPassword}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('placeholders.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <RateLimitAlert error={login.error} text={t('rateLimited.login')} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}

import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { LoginBody } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/plain/field.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { usePlainForm } from '../../../lib/forms/use-plain-form.ts';
import { useLoginMutation } from '../api/login.ts';
import { loadAccountRules } from '../account-rules.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { RateLimitAlert } from './rate-limit-alert.tsx';

export function PasswordLoginForm() {
  const { t } = useTranslation('auth');
  const form = usePlainForm<Partial<LoginBody>>({
    name: 'password-login',
    rules: () =>
      loadAccountRules(t).then((rules) => ({
        username: rules.account,
        password: rules.loginPassword,
      })),
  });
  const login = useLoginMutation({ inline: fieldErrorsIn(form) });
  const completeLogin = useCompleteLogin();

  const onFinish = async (values: Partial<LoginBody>) =>
    completeLogin(await login.mutateAsync(values as LoginBody));

  return (
    <form className="rs-auth-form" noValidate onSubmit={(e) => void form.onSubmit(onFinish)(e)}>
      <TextField
        {...form.input('username')}
        label={t('fields.account')}
        errors={form.errorsOf('username')}
        large
        prefix={<Icon icon={UserOutlined} />}
        placeholder={t('placeholders.account')}
        autoComplete="username"
      />
      <TextField
        {...form.input('password')}
        label={t('fields.password')}
        errors={form.errorsOf('password')}
        large
        showPasswordLabel={t('actions.showPassword')}
        prefix={<Icon icon={LockOutlined} />}
        placeholder={t('placeholders.password')}
        autoComplete="current-password"
      />
      <RateLimitAlert error={login.error} text={t('rateLimited.login')} />
      <PlainButton type="submit" variant="primary" size="large" block loading={login.isPending}>
        {t('actions.login')}
      </PlainButton>
    </form>
  );
}

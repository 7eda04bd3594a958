import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { RegisterBody } from '@robot/contracts';
import { ErrorCode, ErrorKey } from '@robot/contracts/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/plain/field.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { fieldErrorsIn, isApiError } from '../../../lib/api/index.ts';
import { useSiteSettingsQuery } from '../../../lib/use-site-settings.ts';
import { login } from '../api/login.ts';
import { useRegisterMutation } from '../api/register.ts';
import { usePlainForm } from '../../../lib/forms/use-plain-form.ts';
import { loadAccountRules } from '../account-rules.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { MobileCodeFields, mobileCodeRules } from './mobile-code-fields.tsx';
import { RateLimitAlert } from './rate-limit-alert.tsx';
import { useFeedback } from '../../../lib/feedback.ts';

type RegisterValues = Partial<{
  username: string;
  password: string;
  confirmPassword: string;
  email: string;
  mobile: string;
  smsCode: string;
  nickname: string;
}>;

/** A warning the whole form is about, announced when it appears. */
function FormWarning({ title, text }: { title: string; text: string }) {
  return <PlainAlert type="warning" title={title} description={text} iconOnFirstLine />;
}

/** Sign up, then log straight in with the same credentials: one step for the visitor. */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const { message } = useFeedback();
  const form = usePlainForm<RegisterValues>({
    name: 'register',
    rules: () =>
      loadAccountRules(t).then((rules) => {
        const mobileCode = mobileCodeRules(rules, t, true);
        return {
          username: rules.username,
          password: rules.newPassword,
          confirmPassword: rules.confirmPassword,
          email: rules.email,
          mobile: mobileCode.mobile,
          smsCode: mobileCode.code,
          nickname: rules.nickname,
        };
      }),
    dependencies: { confirmPassword: ['password'], smsCode: ['mobile'] },
  });
  const registerUser = useRegisterMutation({ inline: fieldErrorsIn(form) });
  const completeLogin = useCompleteLogin();
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
  const onFinish = async ({ confirmPassword: _, ...values }: RegisterValues) => {
    setNotCreated(false);
    const body = values as RegisterBody;
    await registerUser.mutateAsync(body);
    setSigningIn(true);
    try {
      const session = await login(
        { username: body.username, password: body.password },
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
  };

  const field = (name: keyof RegisterValues & string) => ({
    ...form.input(name),
    errors: form.errorsOf(name),
    large: true,
  });
  return (
    <form className="rs-auth-form" noValidate onSubmit={(e) => void form.onSubmit(onFinish)(e)}>
      {closed ? (
        <FormWarning title={t('registrationClosed.title')} text={t('registrationClosed.text')} />
      ) : null}
      <TextField
        {...field('username')}
        label={t('fields.username')}
        prefix={<Icon icon={UserOutlined} />}
        placeholder={t('placeholders.username')}
        autoComplete="username"
      />
      <TextField
        {...field('password')}
        label={t('fields.password')}
        showPasswordLabel={t('actions.showPassword')}
        prefix={<Icon icon={LockOutlined} />}
        placeholder={t('placeholders.newPassword')}
        autoComplete="new-password"
      />
      <TextField
        {...field('confirmPassword')}
        label={t('fields.confirmPassword')}
        showPasswordLabel={t('actions.showPassword')}
        prefix={<Icon icon={LockOutlined} />}
        placeholder={t('placeholders.confirmPassword')}
        autoComplete="new-password"
      />
      <TextField
        {...field('email')}
        label={t('fields.email')}
        prefix={<Icon icon={MailOutlined} />}
        placeholder={t('placeholders.email')}
        autoComplete="email"
        type="email"
      />
      <MobileCodeFields form={form} codeName="smsCode" optional />
      <TextField
        {...field('nickname')}
        label={t('fields.nickname')}
        prefix={<Icon icon={SmileOutlined} />}
        placeholder={t('placeholders.nickname')}
        autoComplete="nickname"
      />
      <RateLimitAlert error={registerUser.error} text={t('rateLimited.register')} />
      {notCreated ? (
        <FormWarning title={t('registerNotCreated.title')} text={t('registerNotCreated.text')} />
      ) : null}
      <PlainButton
        type="submit"
        variant="primary"
        size="large"
        block
        loading={registerUser.isPending || signingIn}
        disabled={closed}
      >
        {t('actions.register')}
      </PlainButton>
    </form>
  );
}

import type { SmsLoginBody } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { usePlainForm } from '../../../lib/forms/use-plain-form.ts';
import { useSmsLoginMutation } from '../api/sms-login.ts';
import { loadAccountRules } from '../account-rules.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { MobileCodeFields, mobileCodeRules } from './mobile-code-fields.tsx';
import { RateLimitAlert } from './rate-limit-alert.tsx';

export function SmsLoginForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const form = usePlainForm<Partial<SmsLoginBody>>({
    name: 'sms-login',
    rules: () =>
      loadAccountRules(t).then((rules) => {
        const { mobile, code } = mobileCodeRules(rules, t, false);
        return { mobile, code };
      }),
    dependencies: { code: ['mobile'] },
  });
  const smsLogin = useSmsLoginMutation({ inline: fieldErrorsIn(form) });
  const completeLogin = useCompleteLogin();

  const onFinish = async (values: Partial<SmsLoginBody>) =>
    completeLogin(await smsLogin.mutateAsync(values as SmsLoginBody));

  return (
    <form className="rs-auth-form" noValidate onSubmit={(e) => void form.onSubmit(onFinish)(e)}>
      <MobileCodeFields form={form} codeName="code" />
      <p className="rs-auth-hint">{t('smsHint')}</p>
      <RateLimitAlert error={smsLogin.error} text={t('rateLimited.smsLogin')} />
      <PlainButton type="submit" variant="primary" size="large" block loading={smsLogin.isPending}>
        {t('actions.login')}
      </PlainButton>
    </form>
  );
}

import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { Limits } from '@robot/contracts/client';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field, TextField, helpIdOf } from '../../../components/plain/field.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { TextInput } from '../../../components/plain/text-input.tsx';
import type { PlainForm } from '../../../lib/forms/use-plain-form.ts';
import { useSendSmsCodeMutation } from '../api/send-sms-code.ts';
import type { accountRules } from '../form-rules.ts';
import { useCountdown } from '../use-countdown.ts';
import { useFeedback } from '../../../lib/feedback.ts';

/** The rules of the mobile and code fields, for the form that holds them (usePlainForm's `rules`). */
export function mobileCodeRules(
  rules: ReturnType<typeof accountRules>,
  t: (key: 'validation:smsCodeRequired') => string,
  optional: boolean,
): { mobile: FormRule[]; code: FormRule[] } {
  if (!optional) return { mobile: rules.mobile, code: rules.smsCode };
  return {
    mobile: rules.optionalMobile,
    code: [
      ({ getFieldValue }) => ({
        required: Boolean((getFieldValue('mobile') as string | undefined)?.trim()),
        whitespace: true,
        message: t('validation:smsCodeRequired'),
      }),
      ...rules.optionalSmsCode,
    ],
  };
}

/**
 * A mobile field and a code field with its 'send code' button (counting down the cooldown), for SMS
 * login and sign-up. `optional`: the mobile may stay empty (sign-up), and the code is required only
 * once a mobile is given (the form's rules: mobileCodeRules).
 */
export function MobileCodeFields<C extends 'code' | 'smsCode'>({
  form,
  codeName,
  optional = false,
}: {
  form: PlainForm<Partial<Record<'mobile' | C, string>>>;
  codeName: C;
  optional?: boolean;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const { message } = useFeedback();
  const sendCode = useSendSmsCodeMutation();
  const countdown = useCountdown();

  const onSendCode = async () => {
    const mobile = await form
      .validateFields(['mobile'])
      .then((v) => v.mobile?.trim() ?? '')
      .catch(() => '');
    if (!mobile) {
      if (optional && !form.getFieldError('mobile').length) {
        form.setFields([{ name: 'mobile', errors: [t('validation:mobileRequired')] }]);
      }
      return;
    }
    sendCode.mutate(mobile, {
      onSuccess: (data) => {
        countdown.start(data.cooldown || Limits.smsCode.cooldownSeconds);
        void message.success(t('messages.codeSent'));
      },
    });
  };

  const codeErrors = form.errorsOf(codeName);
  return (
    <>
      <TextField
        {...form.input('mobile')}
        label={optional ? t('fields.mobileOptional') : t('fields.mobile')}
        errors={form.errorsOf('mobile')}
        large
        prefix={<Icon icon={MobileOutlined} />}
        placeholder={t('placeholders.mobile')}
        autoComplete="tel"
        inputMode="tel"
      />
      <Field id={form.idOf(codeName)} label={t('fields.smsCode')} errors={codeErrors} large>
        <div className="rs-input-group">
          <TextInput
            {...form.input(codeName)}
            large
            invalid={codeErrors.length > 0}
            aria-describedby={codeErrors.length > 0 ? helpIdOf(form.idOf(codeName)) : undefined}
            prefix={<Icon icon={MessageOutlined} />}
            placeholder={t('placeholders.smsCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <PlainButton
            variant="default"
            size="large"
            onClick={() => void onSendCode()}
            disabled={countdown.left > 0}
            loading={sendCode.isPending}
            className="rs-auth-send-code"
          >
            {countdown.left > 0
              ? t('actions.resendIn', { seconds: countdown.left })
              : t('actions.sendCode')}
          </PlainButton>
        </div>
      </Field>
    </>
  );
}

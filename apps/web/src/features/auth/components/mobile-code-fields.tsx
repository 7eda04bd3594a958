import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { Limits } from '@robot/contracts/client';
import { Button, Form, Input, Space, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSendSmsCodeMutation } from '../api/send-sms-code.ts';
import { accountRules } from '../form-rules.ts';
import { useCountdown } from '../use-countdown.ts';
import { useFeedback } from '../../../lib/feedback.ts';

/**
 * A mobile field and a code field with its 'send code' button (counting down the cooldown), for SMS
 * login and sign-up. `optional`: the mobile may stay empty (sign-up), and the code is required only
 * once a mobile is given.
 */
export function MobileCodeFields({
  form,
  codeName,
  optional = false,
}: {
  form: FormInstance;
  codeName: 'code' | 'smsCode';
  optional?: boolean;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const { message } = useFeedback();
  const sendCode = useSendSmsCodeMutation();
  const countdown = useCountdown();
  const rules = accountRules(t);
  const mobileRules: FormRule[] = optional ? rules.optionalMobile : rules.mobile;
  const codeRules: FormRule[] = optional
    ? [
        ({ getFieldValue }) => ({
          required: Boolean((getFieldValue('mobile') as string | undefined)?.trim()),
          whitespace: true,
          message: t('validation:smsCodeRequired'),
        }),
        ...rules.optionalSmsCode,
      ]
    : rules.smsCode;

  const onSendCode = async () => {
    const mobile = await form
      .validateFields(['mobile'])
      .then((v: { mobile?: string }) => v.mobile?.trim() ?? '')
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

  return (
    <>
      <Form.Item
        name="mobile"
        label={optional ? t('fields.mobileOptional') : t('fields.mobile')}
        rules={mobileRules}
      >
        <Input
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t('placeholders.mobile')}
          autoComplete="tel"
          inputMode="tel"
        />
      </Form.Item>
      <Form.Item label={t('fields.smsCode')} required={!optional}>
        <Space.Compact block>
          <Form.Item name={codeName} rules={codeRules} dependencies={['mobile']} noStyle>
            <Input
              prefix={<MessageOutlined aria-hidden />}
              placeholder={t('placeholders.smsCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              aria-label={t('fields.smsCode')}
            />
          </Form.Item>
          <Button
            onClick={() => void onSendCode()}
            disabled={countdown.left > 0}
            loading={sendCode.isPending}
            style={{ minWidth: 128 }}
          >
            {countdown.left > 0
              ? t('actions.resendIn', { seconds: countdown.left })
              : t('actions.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}

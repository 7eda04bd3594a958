import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { Limits, type SmsLoginBody } from '@robot/contracts';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/api/field-errors.ts';
import { useSendSmsCodeMutation } from '../api/send-sms-code.ts';
import { useSmsLoginMutation } from '../api/sms-login.ts';
import { accountRules } from '../form-rules.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { useCountdown } from '../use-countdown.ts';

export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<SmsLoginBody>();
  const sendCode = useSendSmsCodeMutation();
  const smsLogin = useSmsLoginMutation();
  const completeLogin = useCompleteLogin();
  const countdown = useCountdown();
  const rules = accountRules(t);

  const onSendCode = async () => {
    const { mobile } = await form.validateFields(['mobile']).catch(() => ({ mobile: '' }));
    if (!mobile) return;
    sendCode.mutate(mobile.trim(), {
      onSuccess: (data) => {
        countdown.start(data.cooldown || Limits.smsCode.cooldownSeconds);
        void message.success(t('messages.codeSent'));
      },
    });
  };

  const onFinish = (values: SmsLoginBody) =>
    smsLogin.mutate(values, {
      onSuccess: (result) => void completeLogin(result),
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      onFinish={onFinish}
      requiredMark={false}
      name="sms-login"
    >
      <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
        <Input
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t('placeholders.mobile')}
          autoComplete="tel"
          inputMode="tel"
        />
      </Form.Item>
      <Form.Item label={t('fields.smsCode')} required>
        <Space.Compact block>
          <Form.Item name="code" rules={rules.smsCode} noStyle>
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
      <Typography.Paragraph type="secondary" style={{ marginTop: -8, fontSize: 13 }}>
        {t('smsHint')}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block loading={smsLogin.isPending}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}

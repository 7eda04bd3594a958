import type { SmsLoginBody } from '@robot/contracts';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { useSmsLoginMutation } from '../api/sms-login.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { RateLimitAlert } from './rate-limit-alert.tsx';

export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<SmsLoginBody>();
  const smsLogin = useSmsLoginMutation({ inline: fieldErrorsIn(form) });
  const completeLogin = useCompleteLogin();

  const onFinish = (values: SmsLoginBody) =>
    smsLogin.mutate(values, {
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
      name="sms-login"
    >
      <MobileCodeFields form={form} codeName="code" />
      <Typography.Paragraph type="secondary" style={{ marginTop: -8, fontSize: 13 }}>
        {t('smsHint')}
      </Typography.Paragraph>
      <RateLimitAlert error={smsLogin.error} text={t('rateLimited.smsLogin')} />
      <Button type="primary" htmlType="submit" block loading={smsLogin.isPending}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}

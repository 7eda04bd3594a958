import { AdminLimits, type AdminUserSummary } from '@robot/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { InputNumber } from '../../../../../components/input-number.tsx';
import { formFieldErrors } from '../../../lib/form-errors.ts';
import { useGrantCredits } from '../api/grant-credits.ts';
import { useFeedback } from '../../../../../lib/feedback.ts';

interface Values {
  amount: number | null;
  reason: string;
}

/** Grant credits, or take some back with a negative amount; a reason is recorded with it. */
export function GrantCreditsForm({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation('admin');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const grant = useGrantCredits({ inline: formFieldErrors(form, ['amount', 'reason']) });

  const submit = (v: Values) =>
    grant.mutate(
      { uuid: user.uuid, amount: v.amount ?? 0, reason: v.reason.trim() },
      {
        onSuccess: ({ balance }) => {
          form.resetFields();
          void message.success(t('users.granted', { balance }));
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ amount: null, reason: '' }}
      requiredMark={false}
    >
      <Form.Item
        name="amount"
        label={t('users.grantAmount')}
        extra={t('users.grantAmountHint')}
        rules={[
          { required: true, message: t('users.amountRule') },
          {
            validator: (_, v: number | null) =>
              v === null || (Number.isInteger(v) && v !== 0)
                ? Promise.resolve()
                : Promise.reject(new Error(t('users.amountRule'))),
          },
        ]}
      >
        <InputNumber
          precision={0}
          min={-AdminLimits.grantAmount}
          max={AdminLimits.grantAmount}
          style={{ width: '100%', maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('users.grantReason')}
        rules={[{ required: true, whitespace: true, message: t('users.reasonRule') }]}
      >
        <Input maxLength={AdminLimits.grantReason} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        {t('users.grant')}
      </Button>
    </Form>
  );
}

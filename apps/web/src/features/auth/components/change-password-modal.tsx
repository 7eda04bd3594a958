import { ErrorCode } from '@robot/contracts/client';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { accountRules } from '../form-rules.ts';
import { useFeedback } from '../../../lib/feedback.ts';

interface Values {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (current, new, confirm), with the sign-up rules of the contract. An account made by
 * SMS login that has no password yet sets its first one, so it is not asked for a current one.
 * The server signs every other device out; this one stays signed in.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const smsOnly = useAuthStore((s) => s.user?.smsOnly === true);
  const queryClient = useQueryClient();
  // A wrong current password and the field reasons show beside the inputs instead of a toast.
  const change = useChangePasswordMutation({
    inline: (error) => {
      if (error.code !== ErrorCode.incorrectCredentials) return fieldErrorsIn(form)(error);
      form.setFields([{ name: 'currentPassword', errors: [t('password.wrongCurrent')] }]);
      return true;
    },
  });
  const rules = accountRules(t);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const onFinish = ({ currentPassword, newPassword }: Values) =>
    change.mutate(smsOnly ? { newPassword } : { currentPassword, newPassword }, {
      onSuccess: ({ revokedSessions }) => {
        void message.success(
          revokedSessions > 0
            ? t('password.changedOthers', { count: revokedSessions })
            : t('password.changed'),
        );
        void queryClient.invalidateQueries({ queryKey: ['user'] });
        close();
      },
    });

  return (
    <Modal
      open={open}
      title={t('password.title')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('password.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={change.isPending}
      forceRender
    >
      <Alert
        type="info"
        showIcon
        title={smsOnly ? t('password.firstPassword') : t('password.othersSignedOut')}
        style={{ marginBlock: 12 }}
      />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onFinish={onFinish}
        name="change-password"
      >
        {smsOnly ? null : (
          <Form.Item
            name="currentPassword"
            label={t('password.current')}
            rules={rules.loginPassword}
          >
            <Input.Password
              prefix={<LockOutlined aria-hidden />}
              placeholder={t('password.currentPlaceholder')}
              autoComplete="current-password"
            />
          </Form.Item>
        )}
        <Form.Item name="newPassword" label={t('password.new')} rules={rules.newPassword}>
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('password.newPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={rules.confirmNewPassword}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('password.confirmPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

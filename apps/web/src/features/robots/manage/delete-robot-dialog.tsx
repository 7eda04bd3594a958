import { ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, Modal, Typography, theme } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useDeleteRobotMutation } from '../api/delete-robot.ts';
import { ROBOT_DIALOG_Z } from './overlay-layers.ts';
import type { RobotRef } from './robot-action-types.ts';
import { useFeedback } from '../../../lib/feedback.ts';

/**
 * Asks before deleting, naming the robot. The API client already toasts a failure (code, message,
 * result), so a failure only clears the busy state and leaves the dialog open to retry or cancel.
 */
export function DeleteRobotDialog({
  robot,
  onClose,
}: {
  robot: RobotRef | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['robotForm', 'common']);
  const { message } = useFeedback();
  const { token } = theme.useToken();
  const remove = useDeleteRobotMutation();

  const onOk = () => {
    if (!robot) return;
    remove.mutate(robot.uuid, {
      onSuccess: () => {
        void message.success(t('delete.success'));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={robot !== null}
      title={
        <Flex align="center" gap={10}>
          <ExclamationCircleFilled style={{ color: token.colorError }} aria-hidden />
          {t('delete.title')}
        </Flex>
      }
      onOk={onOk}
      onCancel={() => {
        if (!remove.isPending) onClose();
      }}
      okText={t('delete.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelButtonProps={{ disabled: remove.isPending }}
      afterClose={() => remove.reset()}
      width={420}
      zIndex={ROBOT_DIALOG_Z}
      centered
    >
      <Typography.Paragraph style={{ marginTop: 8 }}>
        <Trans
          t={t}
          i18nKey="delete.content"
          values={{ name: robot?.robotName ?? '' }}
          components={{ name: <Typography.Text strong /> }}
        />
      </Typography.Paragraph>
    </Modal>
  );
}

import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A dangerous action's dialog: OK only once the reader typed `phrase` exactly. */
export function TypedConfirm(props: {
  open: boolean;
  title: string;
  text: string;
  phrase: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminOps');
  const [typed, setTyped] = useState('');
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: typed !== props.phrase, loading: props.pending }}
      onOk={props.onConfirm}
      onCancel={props.onCancel}
      afterClose={() => setTyped('')}
      destroyOnHidden
    >
      <Typography.Paragraph>{props.text}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('common.typeToConfirm')} <Typography.Text code>{props.phrase}</Typography.Text>
      </Typography.Paragraph>
      <Input
        aria-label={t('common.typeToConfirmLabel')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onPressEnter={() => {
          if (typed === props.phrase && !props.pending) props.onConfirm();
        }}
        autoFocus
      />
    </Modal>
  );
}

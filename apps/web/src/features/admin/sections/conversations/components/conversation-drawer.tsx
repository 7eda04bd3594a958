import { DeleteOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../../lib/paths.ts';
import { useIsMobile } from '../../../../../lib/use-is-mobile.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminConversation } from '../api/get-conversation.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { currentPath } from '../current-path.ts';
import { ConversationMessage } from './conversation-message.tsx';
import { useFeedback } from '../../../../../lib/feedback.ts';

/** One conversation, read-only: the messages along its current path; delete after a confirmation. */
export function ConversationDrawer({
  id,
  open,
  onClose,
  onDeleted,
  afterClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** the conversation was deleted (the drawer then closes) */
  onDeleted?: (id: string) => void;
  /** the drawer has finished closing */
  afterClose?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { modal, message } = useFeedback();
  const mobile = useIsMobile();
  // Read only while open, and not once its deletion starts: the drawer stays drawn as it closes (for
  // the focus to go back), and the deletion removes the conversation from the cache, which a drawer
  // still reading would ask the server for again (a 404).
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const detail = useAdminConversation(id, open && deletedId !== id);
  const remove = useDeleteConversation();

  const confirmDelete = () =>
    modal.confirm({
      title: t('conversations.deleteTitle'),
      content: t('conversations.deleteText'),
      okText: t('conversations.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        setDeletedId(id);
        try {
          await remove.mutateAsync(id);
        } catch (error) {
          setDeletedId(null);
          throw error;
        }
        void message.success(t('conversations.deleted'));
        onDeleted?.(id);
        onClose();
      },
    });

  const c = detail.data;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose?.();
      }}
      size={mobile ? '100%' : 760}
      title={c ? c.title || t('conversations.untitled') : t('conversations.reading')}
      destroyOnHidden
      extra={
        c ? (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
            {t('conversations.delete')}
          </Button>
        ) : null
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'user',
                label: t('conversations.col.user'),
                children: (
                  <Link
                    to={paths.adminSection('users', `user=${encodeURIComponent(c!.user.uuid)}`)}
                  >
                    {c!.user.username}
                  </Link>
                ),
              },
              {
                key: 'model',
                label: t('conversations.col.model'),
                children: c!.current_model ?? '—',
              },
              {
                key: 'created',
                label: t('conversations.created'),
                children: formatDateTime(c!.create_time),
              },
              {
                key: 'updated',
                label: t('conversations.col.updated'),
                children: formatDateTime(c!.update_time),
              },
            ]}
          />
          <div role="log" aria-label={t('conversations.messages')}>
            {currentPath(c!).map((node) => (
              <ConversationMessage key={node.id} node={node} />
            ))}
          </div>
        </>
      )}
    </Drawer>
  );
}

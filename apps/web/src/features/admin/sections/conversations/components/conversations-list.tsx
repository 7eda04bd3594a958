import type { AdminConversationSummary } from '@robot/contracts';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminList, AdminListMeta } from '../../../components/admin-list.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

function TitleButton({
  item,
  onOpen,
}: {
  item: AdminConversationSummary;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button
      type="link"
      // the section finds a row's button by it, to give it the focus after a deletion
      data-conversation-id={item.id}
      style={{ padding: 0, height: 'auto', textAlign: 'start', whiteSpace: 'normal' }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(item.id);
      }}
    >
      {item.title || t('conversations.untitled')}
    </Button>
  );
}

const personOf = (c: AdminConversationSummary) =>
  c.user.nickname ? `${c.user.username} (${c.user.nickname})` : c.user.username;

/** One page of conversations: a table on wide screens, a list on phones. */
export function ConversationsList({
  items,
  loading,
  mobile,
  emptyText,
  onOpen,
}: {
  items: AdminConversationSummary[];
  loading: boolean;
  mobile: boolean;
  /** what an empty page says: "none match" under a search, "none yet" without one */
  emptyText: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const robotOf = (c: AdminConversationSummary) => c.robot?.name ?? t('conversations.assistant');
  if (mobile) {
    return (
      <AdminList
        loading={loading}
        items={items}
        itemKey={(c) => c.id}
        emptyText={emptyText}
        onItemClick={(c) => onOpen(c.id)}
        renderItem={(c) => (
          <AdminListMeta
            title={<TitleButton item={c} onOpen={onOpen} />}
            description={
              <>
                <div>
                  {personOf(c)} · {robotOf(c)}
                </div>
                <div>
                  {t('conversations.messagesCount', { value: formatNumber(c.messages) })} ·{' '}
                  {formatDateTime(c.updatedAt)}
                </div>
              </>
            }
          />
        )}
      />
    );
  }
  return (
    <Table<AdminConversationSummary>
      rowKey="id"
      loading={loading}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      rowClassName="rs-admin-row"
      onRow={(c) => ({ onClick: () => onOpen(c.id) })}
      columns={[
        {
          key: 'title',
          title: t('conversations.col.title'),
          render: (_, c) => <TitleButton item={c} onOpen={onOpen} />,
        },
        { key: 'user', title: t('conversations.col.user'), render: (_, c) => personOf(c) },
        { key: 'robot', title: t('conversations.col.robot'), render: (_, c) => robotOf(c) },
        {
          key: 'model',
          title: t('conversations.col.model'),
          render: (_, c) => c.currentModel ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          key: 'messages',
          title: t('conversations.col.messages'),
          align: 'right',
          render: (_, c) => formatNumber(c.messages),
        },
        {
          key: 'updated',
          title: t('conversations.col.updated'),
          render: (_, c) => formatDateTime(c.updatedAt),
        },
      ]}
    />
  );
}

import type { AdminUserSummary } from '@robot/contracts';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminList, AdminListMeta } from '../../../components/admin-list.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { UserTags } from './user-tags.tsx';

function NameButton({ user, onOpen }: { user: AdminUserSummary; onOpen: (uuid: string) => void }) {
  return (
    <Button
      type="link"
      style={{ padding: 0, height: 'auto', textAlign: 'start', whiteSpace: 'normal' }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(user.uuid);
      }}
    >
      {user.username}
    </Button>
  );
}

/** The users of one page: a table on wide screens, a list of cards on phones. */
export function UsersList({
  users,
  loading,
  mobile,
  emptyText,
  onOpen,
}: {
  users: AdminUserSummary[];
  loading: boolean;
  mobile: boolean;
  /** what an empty page says: "none match" under a search, "none yet" without one */
  emptyText: string;
  onOpen: (uuid: string) => void;
}) {
  const { t } = useTranslation('admin');
  if (mobile) {
    return (
      <AdminList
        loading={loading}
        items={users}
        itemKey={(u) => u.uuid}
        emptyText={emptyText}
        onItemClick={(u) => onOpen(u.uuid)}
        renderItem={(u) => (
          <AdminListMeta
            title={
              <>
                <NameButton user={u} onOpen={onOpen} />{' '}
                <Typography.Text type="secondary">{u.nickname}</Typography.Text>
              </>
            }
            description={
              <>
                <UserTags user={u} />
                <div>
                  {t('users.col.credits')}: {formatNumber(u.credits)} · {t('users.col.lastActive')}:{' '}
                  {formatDateTime(u.lastActiveAt)}
                </div>
              </>
            }
          />
        )}
      />
    );
  }
  return (
    <Table<AdminUserSummary>
      rowKey="uuid"
      loading={loading}
      dataSource={users}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      rowClassName="rs-admin-row"
      onRow={(u) => ({ onClick: () => onOpen(u.uuid) })}
      columns={[
        {
          key: 'name',
          title: t('users.col.name'),
          render: (_, u) => (
            <>
              <NameButton user={u} onOpen={onOpen} />
              <div>
                <Typography.Text type="secondary">{u.nickname}</Typography.Text>
              </div>
            </>
          ),
        },
        { key: 'role', title: t('users.col.role'), render: (_, u) => <UserTags user={u} /> },
        {
          key: 'credits',
          title: t('users.col.credits'),
          align: 'right',
          render: (_, u) => formatNumber(u.credits),
        },
        {
          key: 'lastActive',
          title: t('users.col.lastActive'),
          render: (_, u) => formatDateTime(u.lastActiveAt),
        },
        {
          key: 'created',
          title: t('users.col.created'),
          render: (_, u) => formatDateTime(u.createdAt),
        },
      ]}
    />
  );
}

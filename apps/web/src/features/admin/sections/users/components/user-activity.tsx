import type { AdminUserDetail } from '@robot/contracts';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../../lib/paths.ts';
import { AdminList } from '../../../components/admin-list.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

/** The user's usage figures. */
export function UserUsage({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const { usage, user } = detail;
  const rows = [
    ['credits', user.credits],
    ['conversations', usage.conversations],
    ['asksToday', usage.asksToday],
    ['premiumAsks3h', usage.premiumAsks3h],
    ['answers30d', usage.answers30d],
    ['tokens30d', usage.tokens30d],
  ] as const;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      items={[
        ...rows.map(([key, value]) => ({
          key,
          label: t(`users.usage.${key}`),
          children: formatNumber(value),
        })),
        {
          key: 'lastActive',
          label: t('users.col.lastActive'),
          children: formatDateTime(user.lastActiveAt),
        },
        { key: 'created', label: t('users.col.created'), children: formatDateTime(user.createdAt) },
      ]}
    />
  );
}

/** The credits history, newest first. */
export function UserCredits({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('users.creditHistory')}
      </Typography.Title>
      <AdminList
        size="small"
        items={detail.credits}
        itemKey={(c, i) => `${c.createdAt}-${i}`}
        emptyText={t('users.noCredits')}
        renderItem={(c) => (
          <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
            <Typography.Text type={c.delta < 0 ? 'danger' : 'success'} strong>
              {c.delta > 0 ? `+${formatNumber(c.delta)}` : formatNumber(c.delta)}
            </Typography.Text>
            <Typography.Text style={{ flex: 1, minWidth: 120 }}>{c.reason}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(c.createdAt)}</Typography.Text>
          </Flex>
        )}
      />
    </section>
  );
}

/** Their recent conversations (to read them in the conversations section) and their robots. */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const uuid = detail.user.uuid;
  return (
    <Flex vertical gap={16}>
      <section>
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {t('users.recentConversations')}
          </Typography.Title>
          <Link to={paths.adminSection('conversations', `userUUID=${encodeURIComponent(uuid)}`)}>
            {t('users.allConversations')}
          </Link>
        </Flex>
        <AdminList
          size="small"
          items={detail.conversations}
          itemKey={(c) => c.id}
          emptyText={t('users.noConversations')}
          renderItem={(c) => (
            <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
              <Link
                to={paths.adminSection(
                  'conversations',
                  `userUUID=${encodeURIComponent(uuid)}&open=${encodeURIComponent(c.id)}`,
                )}
              >
                {c.title || t('conversations.untitled')}
              </Link>
              <Typography.Text type="secondary">
                {c.currentModel ? `${c.currentModel} · ` : ''}
                {formatDateTime(c.updatedAt)}
              </Typography.Text>
            </Flex>
          )}
        />
      </section>
      <section>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {t('users.robots')}
        </Typography.Title>
        <AdminList
          size="small"
          items={detail.robots}
          itemKey={(r) => r.uuid}
          emptyText={t('users.noRobots')}
          renderItem={(r) => (
            <Flex gap={8} wrap align="center">
              <Link to={paths.robotInfo(r.uuid)}>{r.name}</Link>
              <Tag>{r.public ? t('users.robotPublic') : t('users.robotPrivate')}</Tag>
              {r.hidden ? <Tag color="red">{t('users.robotHidden')}</Tag> : null}
            </Flex>
          )}
        />
      </section>
    </Flex>
  );
}

import { Drawer, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../../../lib/use-is-mobile.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { useAdminUser } from '../api/get-user.ts';
import { GrantCreditsForm } from './grant-credits-form.tsx';
import { UserActions } from './user-actions.tsx';
import { UserActivity, UserCredits, UserUsage } from './user-activity.tsx';
import { UserLimitsForm } from './user-limits-form.tsx';
import { UserTags } from './user-tags.tsx';

/** One user: usage, actions, credits, limits, their conversations and robots. */
export function UserDetailDrawer({
  uuid,
  open,
  onClose,
}: {
  uuid: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const mobile = useIsMobile();
  const detail = useAdminUser(uuid);
  const user = detail.data?.user;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={mobile ? '100%' : 680}
      title={user ? `${user.username} · ${user.nickname}` : t('users.detail')}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
            <UserTags user={detail.data.user} />
            <Typography.Text type="secondary" copyable={{ text: uuid }}>
              {[detail.data.user.email, detail.data.user.mobile].filter(Boolean).join(' · ') ||
                uuid}
            </Typography.Text>
          </Flex>
          <Tabs
            items={[
              {
                key: 'overview',
                label: t('users.tabs.overview'),
                children: (
                  <Flex vertical gap={16}>
                    <UserUsage detail={detail.data} />
                    <UserActions user={detail.data.user} />
                  </Flex>
                ),
              },
              {
                key: 'credits',
                label: t('users.tabs.credits'),
                children: (
                  <Flex vertical gap={16}>
                    <GrantCreditsForm user={detail.data.user} />
                    <UserCredits detail={detail.data} />
                  </Flex>
                ),
              },
              {
                key: 'limits',
                label: t('users.tabs.limits'),
                children: <UserLimitsForm detail={detail.data} />,
              },
              {
                key: 'activity',
                label: t('users.tabs.activity'),
                children: <UserActivity detail={detail.data} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

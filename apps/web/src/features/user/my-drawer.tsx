import { CloseOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Flex, Segmented, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyIllustration } from '../../components/illustrations/empty-illustration.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { UserAvatar } from './user-avatar.tsx';

export type MyDrawerTab = 'robots' | 'favorites';

/**
 * The 'My' drawer: who is signed in, and their robots or favourites (max 330 px, scrolling).
 * Robot lists arrive with the robots feature; until then both lists are honestly empty.
 */
export function MyDrawer(props: {
  open: boolean;
  tab: MyDrawerTab;
  onTab: (tab: MyDrawerTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const empty =
    props.tab === 'robots'
      ? { title: t('drawer.noRobots'), hint: t('drawer.noRobotsHint') }
      : { title: t('drawer.noFavorites'), hint: t('drawer.noFavoritesHint') };

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement={isMobile ? 'bottom' : 'right'}
      size={isMobile ? 560 : 400}
      closable={false}
      title={t('drawer.title')}
      extra={
        <Button
          type="text"
          icon={<CloseOutlined />}
          onClick={props.onClose}
          aria-label={t('common:actions.close')}
        />
      }
      footer={
        <Button block size="large" onClick={props.onClose}>
          {t('common:actions.close')}
        </Button>
      }
    >
      <Flex align="center" gap={14} style={{ marginBottom: 20 }}>
        <UserAvatar user={user} size={56} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
            {user?.nickname || user?.username}
          </Typography.Title>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            @{user?.username}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <MailOutlined aria-hidden /> {user?.email || t('drawer.noEmail')}
          </Typography.Text>
        </div>
      </Flex>
      <Segmented
        block
        value={props.tab}
        onChange={(v) => props.onTab(v as MyDrawerTab)}
        options={[
          { value: 'robots', label: t('drawer.robots') },
          { value: 'favorites', label: t('drawer.favorites') },
        ]}
      />
      <div
        role="region"
        aria-label={props.tab === 'robots' ? t('drawer.robots') : t('drawer.favorites')}
        style={{
          maxHeight: 330,
          overflowY: 'auto',
          marginTop: 16,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
        }}
      >
        <Empty
          image={<EmptyIllustration size={160} />}
          styles={{ image: { height: 'auto', display: 'flex', justifyContent: 'center' } }}
          style={{ padding: '24px 16px' }}
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>{empty.title}</Typography.Text>
              <Typography.Text type="secondary">{empty.hint}</Typography.Text>
            </Flex>
          }
        >
          <Button
            type="primary"
            onClick={() => {
              props.onClose();
              void navigate(paths.robotList);
            }}
          >
            {t('drawer.explore')}
          </Button>
        </Empty>
      </div>
    </Drawer>
  );
}

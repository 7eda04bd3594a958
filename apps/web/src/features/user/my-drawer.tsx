import { CloseOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Segmented, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useRobotActions } from '../robots/index.ts';
import { MyFavoriteList } from './my-favorite-list.tsx';
import { MyRobotList } from './my-robot-list.tsx';
import { UserAvatar } from './user-avatar.tsx';
import './my-drawer.css';

export type MyDrawerTab = 'robots' | 'favorites';

/**
 * The 'My' drawer: who is signed in, and their robots or favourites (max 330 px, scrolling).
 * A robot row opens its chat (and closes the drawer); Edit, Training and Delete open the dialogs of
 * `useRobotActions`, which stack above the drawer so it stays where it was.
 */
export function MyDrawer(props: {
  open: boolean;
  tab: MyDrawerTab;
  onTab: (tab: MyDrawerTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['user', 'common', 'robotForm']);
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const actions = useRobotActions();
  const user = useAuthStore((s) => s.user);

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
          icon={<CloseOutlined aria-hidden />}
          onClick={props.onClose}
          aria-label={t('common:actions.close')}
        />
      }
      footer={
        <Flex gap={8}>
          <Button
            block
            size="large"
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={actions.create}
          >
            {t('robotForm:actions.create')}
          </Button>
          <Button block size="large" onClick={props.onClose}>
            {t('common:actions.close')}
          </Button>
        </Flex>
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
        {props.tab === 'robots' ? (
          <MyRobotList active={props.open} onNavigate={props.onClose} />
        ) : (
          <MyFavoriteList active={props.open} onNavigate={props.onClose} />
        )}
      </div>
    </Drawer>
  );
}

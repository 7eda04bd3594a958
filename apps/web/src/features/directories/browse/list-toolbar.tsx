import { FolderOpenOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Button, Drawer, Flex, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { kinds } from '../kinds.ts';
import { LazyMyItemsPanel } from '../manage/lazy-my-items-panel.ts';
import { SubmitItemButton } from '../manage/submit-item-button.tsx';

/**
 * Beside a directory's title: 'submit' (a visitor is sent to log in first) and, for a signed-in user,
 * their own submissions and favourites: the kind's "my" page, or a drawer where the kind has none
 * (industry applications).
 */
export function ListToolbar({ kind }: { kind: DirectoryKind }) {
  const { t } = useTranslation('directories');
  const { t: tc } = useTranslation();
  const signedIn = useAuthStore((s) => !!s.token);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const minePath = kinds[kind].minePath;

  const openMine = () => (minePath ? void navigate(minePath) : setDrawerOpen(true));

  return (
    <Flex gap={8} wrap style={isMobile ? { width: '100%' } : undefined}>
      {signedIn ? (
        <Button size="large" icon={<FolderOpenOutlined />} onClick={openMine}>
          {t(`${kind}.mine`)}
        </Button>
      ) : null}
      <SubmitItemButton kind={kind} />
      {minePath ? null : (
        <MountWhenOpened open={drawerOpen}>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t(`${kind}.mine`)}
            placement={isMobile ? 'bottom' : 'right'}
            size={isMobile ? '85%' : 560}
          >
            <Suspense
              fallback={
                <Flex justify="center" style={{ padding: 48 }} role="status">
                  <Spin size="large" />
                  <span className="rs-visually-hidden">{tc('loading')}</span>
                </Flex>
              }
            >
              <LazyMyItemsPanel kind={kind} />
            </Suspense>
          </Drawer>
        </MountWhenOpened>
      )}
    </Flex>
  );
}

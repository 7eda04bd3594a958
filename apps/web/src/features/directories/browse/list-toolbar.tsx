import FolderOpenOutlined from '@ant-design/icons-svg/es/asn/FolderOpenOutlined';
import type { DirectoryKind } from '@robot/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { lazyWithAntd } from '../../../lib/antd/lazy-with-antd.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { kinds } from '../kinds.ts';
import { SubmitItemButton } from '../manage/submit-item-button.tsx';

const MyItemsDrawer = lazyWithAntd(() =>
  import('./my-items-drawer.tsx').then((m) => m.MyItemsDrawer),
);

/**
 * Beside a directory's title: 'submit' (a visitor is sent to log in first) and, for a signed-in user,
 * their own submissions and favourites: the kind's "my" page, or a drawer where the kind has none
 * (industry applications).
 */
export function ListToolbar({ kind }: { kind: DirectoryKind }) {
  const { t } = useTranslation('directories');
  const signedIn = useAuthStore((s) => !!s.token);
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const minePath = kinds[kind].minePath;

  const openMine = () => (minePath ? void navigate(minePath) : setDrawerOpen(true));

  return (
    <div className="rs-dir-list__toolbar">
      {signedIn ? (
        <PlainButton
          variant="default"
          size="large"
          icon={<Icon icon={FolderOpenOutlined} />}
          onClick={openMine}
        >
          {t(`${kind}.mine`)}
        </PlainButton>
      ) : null}
      <SubmitItemButton kind={kind} />
      {minePath ? null : (
        <MountWhenOpened open={drawerOpen}>
          <MyItemsDrawer kind={kind} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </MountWhenOpened>
      )}
    </div>
  );
}

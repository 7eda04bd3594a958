import { lazy, type ReactNode } from 'react';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';

export const loadHistoryDrawer = () => import('./history-drawer.tsx');
const HistoryDrawer = lazy(() => loadHistoryDrawer().then((m) => ({ default: m.HistoryDrawer })));

/**
 * Where the history sits: a sidebar on desktops; on phones a drawer, mounted (and its code
 * downloaded) when first opened, as antd's Drawer rendered nothing before its first opening either.
 */
export function HistoryPanel(props: {
  isMobile: boolean;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  title: string;
  children: ReactNode;
}) {
  if (!props.isMobile) return <aside className="rs-chat-sidebar">{props.children}</aside>;
  return (
    <MountWhenOpened open={props.drawerOpen}>
      <HistoryDrawer open={props.drawerOpen} onClose={props.onCloseDrawer} title={props.title}>
        {props.children}
      </HistoryDrawer>
    </MountWhenOpened>
  );
}

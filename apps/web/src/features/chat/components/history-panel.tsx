import type { ReactNode } from 'react';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { lazyWithAntd } from '../../../lib/antd/lazy-with-antd.tsx';

export const loadHistoryDrawer = () => import('./history-drawer.tsx');
// with antd's scope: the chat page draws without antd (decision 034)
const HistoryDrawer = lazyWithAntd(() => loadHistoryDrawer().then((m) => m.HistoryDrawer));

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

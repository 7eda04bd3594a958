import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * The history on a phone: antd's Drawer from the left. Its own module, loaded the first time it
 * opens (history-panel.tsx), so the chat's first screen neither downloads nor mounts it. Its title
 * names the dialog (the list under it drops its own small heading, chat-screen.tsx).
 */
export function HistoryDrawer(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement="left"
      size={300}
      title={props.title}
      // the list has its own padding (history-list.css): the drawer's 24 px around it doubled it
      styles={{ body: { padding: 0 } }}
    >
      {props.children}
    </Drawer>
  );
}

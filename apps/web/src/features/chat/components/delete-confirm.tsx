import { Popconfirm } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { DeleteButton } from './delete-button.tsx';
import { statusIcons } from '../../../lib/antd/quiet-icons.tsx';

const POPUP_CLASS = 'rs-chat-delete-confirm';

/**
 * Whether the focus, as the confirmation closes, is still the row's: on its button, in the popup (its
 * Cancel button, about to go), or nowhere (lost with a control that went). Focus the user moved
 * elsewhere stays there.
 */
const focusWasOurs = (button: HTMLButtonElement | null) => {
  const now = document.activeElement;
  return !now || now === document.body || now === button || !!now.closest(`.${POPUP_CLASS}`);
};

/**
 * The delete button of the one history row being deleted, inside antd's Popconfirm, open from the
 * start. Loaded and mounted only when asked (history-delete.tsx). It takes the focus if the button
 * it replaces had it, and says when it closes whether to hand it back.
 */
export function DeleteConfirm(props: {
  label: string;
  title: string;
  okText: string;
  cancelText: string;
  onConfirm: () => Promise<unknown>;
  /** closed and its animation done */
  onClosed: (hadFocus: boolean) => void;
  takeFocus: boolean;
}) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const { takeFocus } = props;
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  return (
    <Popconfirm
      icon={statusIcons.warning}
      open={open}
      onOpenChange={setOpen}
      afterOpenChange={(opened) => {
        if (!opened) props.onClosed(focusWasOurs(button.current));
      }}
      classNames={{ root: POPUP_CLASS }}
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{ danger: true }}
      onConfirm={props.onConfirm}
    >
      <DeleteButton
        ref={button}
        label={props.label}
        // antd's Popconfirm has no key to close it: Escape does here
        // (and only that: not stopping an answer streaming meanwhile, use-escape-stops.ts)
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
    </Popconfirm>
  );
}

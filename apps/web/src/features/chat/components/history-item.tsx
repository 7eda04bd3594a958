import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import type { ConversationSummary } from '@robot/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { HistoryDelete } from './history-delete.tsx';

/**
 * The title being renamed, in antd's small Input look: Enter or leaving the box saves, Escape
 * cancels (and only that: on a phone the history is a drawer, which Escape would close too). It
 * ends once (the box leaving the page may report a blur after Enter or Escape); `byKey` tells a
 * keyboard ending from a blur.
 */
function RenameBox({
  initial,
  label,
  onEnd,
}: {
  initial: string;
  label: string;
  onEnd: (title: string | null, byKey: boolean) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const ended = useRef(false);
  const end = (title: string | null, byKey = false) => {
    if (ended.current) return;
    ended.current = true;
    onEnd(title, byKey);
  };
  return (
    <input
      className="rs-chat-field rs-chat-field--small"
      // the user asked to rename: the box takes the focus, as antd's autoFocus did
      autoFocus
      value={draft}
      maxLength={100}
      aria-label={label}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => end(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
          // the focus moves to the Rename button, which this Enter must not press
          e.preventDefault();
          end(draft, true);
        } else if (e.key === 'Escape') {
          e.stopPropagation();
          end(null, true);
        }
      }}
    />
  );
}

/**
 * One conversation of the history: open it, rename it, delete it (after a confirmation). The list
 * gives it the words and the requests: one translation hook and one mutation of each kind for the
 * whole list, not per row.
 */
export function HistoryItem({
  item,
  active,
  t,
  onOpen,
  onRename,
  onDelete,
}: {
  item: ConversationSummary;
  active: boolean;
  t: TFunction<'chat'>;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => Promise<unknown>;
}) {
  const [renaming, setRenaming] = useState(false);
  const title = item.title || t('history.untitled');
  // A rename ended from the keyboard gives the focus back to the Rename button (the box it was in
  // has left the page); one ended by clicking elsewhere leaves it where the click put it.
  const row = useRef<HTMLLIElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || renaming) return;
    refocus.current = false;
    row.current?.querySelector<HTMLButtonElement>('[data-action="rename"]')?.focus();
  }, [renaming]);

  if (renaming) {
    return (
      <li className="rs-chat-history-item is-editing">
        <RenameBox
          initial={item.title}
          label={t('history.rename')}
          onEnd={(draft, byKey) => {
            setRenaming(false);
            refocus.current = byKey;
            const next = draft?.trim();
            if (next && next !== item.title) onRename(item.id, next);
          }}
        />
      </li>
    );
  }

  return (
    <li className={`rs-chat-history-item${active ? ' is-active' : ''}`} ref={row}>
      <button
        type="button"
        className="rs-chat-history-open"
        aria-current={active ? 'page' : undefined}
        onClick={() => onOpen(item.id)}
        title={title}
      >
        {title}
      </button>
      <span className="rs-chat-history-actions">
        <PlainButton
          size="small"
          icon={<Icon icon={EditOutlined} />}
          aria-label={t('history.rename')}
          data-action="rename"
          onClick={() => setRenaming(true)}
        />
        <HistoryDelete
          labels={{
            delete: t('history.delete'),
            confirm: t('history.deleteConfirm', { title }),
            cancel: t('actions.cancel'),
          }}
          onDelete={() => onDelete(item.id)}
        />
      </span>
    </li>
  );
}

import { useEffect, useRef, type RefObject } from 'react';
import { focusAdminTitle } from '../../lib/admin-title.ts';

/**
 * Where the focus goes once a conversation opened from the list is deleted: antd's drawer gives it
 * back to the deleted row's title button, which the refreshed list then removes, leaving it on the
 * page's body. It goes instead to the next row's title button, else the previous row's, else the
 * section's heading: once the drawer has closed and the list no longer shows the deleted row.
 */
export function useFocusAfterDelete({
  rows,
  settled,
  panel,
}: {
  /** the ids of the rows on the page, in order */
  rows: readonly string[];
  /** the list has finished loading (or failed): the rows are the ones after the deletion */
  settled: boolean;
  /** the list's container, where the rows' buttons are */
  panel: RefObject<HTMLElement | null>;
}) {
  const pending = useRef<{ deleted: string; next: string | null; closed: boolean } | null>(null);

  const move = () => {
    const p = pending.current;
    if (!p?.closed || !settled || rows.includes(p.deleted)) return;
    pending.current = null;
    // The user moved on (not the drawer's, nor the page's body): leave the focus where it is.
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[role="dialog"]')) return;
    const next =
      p.next && rows.includes(p.next)
        ? panel.current?.querySelector<HTMLElement>(
            `[data-conversation-id="${CSS.escape(p.next)}"]`,
          )
        : null;
    if (next) next.focus();
    else focusAdminTitle();
  };

  // each time the list changes: the refreshed one may have come after the drawer closed
  useEffect(move);

  return {
    /** a conversation was deleted: remember its neighbours while the rows still show it */
    deleted(id: string) {
      const i = rows.indexOf(id);
      const next = i < 0 ? null : (rows[i + 1] ?? rows[i - 1] ?? null);
      pending.current = { deleted: id, next, closed: false };
    },
    /** the drawer has finished closing */
    closed() {
      if (pending.current) pending.current.closed = true;
      move();
    },
  };
}

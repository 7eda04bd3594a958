import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where Escape belongs to something else: a dialog, drawer, menu, list or popover (its own close), a
 * combobox whose list is open. A box that handles Escape itself (a question being edited, a title
 * being renamed) says so by preventing its default or stopping it.
 */
const OWNS_ESCAPE = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[aria-modal="true"]',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="tooltip"]',
  '[aria-expanded="true"]',
  '.ant-popover',
  '.ant-dropdown',
].join(',');

const shown = (el: Element) => {
  for (let at: Element | null = el; at; at = at.parentElement) {
    if (getComputedStyle(at).display === 'none') return false;
  }
  return true;
};

/**
 * A modal dialog or drawer on screen (a closed one stays in the page, hidden). antd's close theirs on
 * an Escape pressed anywhere (a listener on the window, which hears it after the document).
 */
const modalOpen = () => Array.from(document.querySelectorAll('[aria-modal="true"]')).some(shown);

/** Whether this Escape, seen by the document, is the chat's to stop an answer with. */
export function escapeStops(e: KeyboardEvent, page: HTMLElement | null): boolean {
  if (e.key !== 'Escape' || e.defaultPrevented || e.isComposing || e.keyCode === 229) return false;
  if (modalOpen()) return false;
  const target = e.target;
  if (!(target instanceof Element) || !page) return false;
  // from the chat page, or from nowhere in particular (the focus on the page's body)
  if (target !== document.body && !page.contains(target)) return false;
  return target.closest(OWNS_ESCAPE) === null;
}

/**
 * While an answer streams, Escape on the chat page stops it, as the stop button does. The listener is
 * the document's, on the way up: anything that handles Escape itself has had it first.
 */
export function useEscapeStops(opts: {
  active: boolean;
  page: RefObject<HTMLElement | null>;
  onStop: () => void;
}) {
  const { active, page } = opts;
  const onStop = useRef(opts.onStop);
  useEffect(() => {
    onStop.current = opts.onStop;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (!escapeStops(e, page.current)) return;
      e.preventDefault();
      onStop.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, page]);
}

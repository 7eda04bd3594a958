import { Component, type RefObject } from 'react';

interface Props {
  scroller: RefObject<HTMLElement | null>;
  /** the index of the first mounted message: lower means earlier messages mount above */
  start: number;
  /** finds the first message row inside the scroller */
  rowSelector: string;
}

interface Snapshot {
  row: HTMLElement;
  top: number;
}

const viewTop = (box: HTMLElement, el: HTMLElement) =>
  el.getBoundingClientRect().top - box.getBoundingClientRect().top;

/**
 * Keeps the view still when earlier messages mount above it: the message that was first stays where
 * the reader saw it instead of being pushed down by the rows added. Browser scroll anchoring cannot
 * be relied on for this (Chromium does not anchor a scroller at its very top, Safari not at all), so
 * the position is measured just before the DOM changes and restored right after, before the frame is
 * painted: a class component, as only getSnapshotBeforeUpdate runs at that moment. Renders nothing.
 */
export class KeepViewOnPrepend extends Component<Props> {
  override getSnapshotBeforeUpdate(prev: Props): Snapshot | null {
    const box = this.props.scroller.current;
    if (!box || this.props.start >= prev.start) return null;
    const row = box.querySelector<HTMLElement>(this.props.rowSelector);
    return row ? { row, top: viewTop(box, row) } : null;
  }

  override componentDidUpdate(_prev: Props, _state: unknown, snapshot: Snapshot | null) {
    const box = this.props.scroller.current;
    if (!box || !snapshot?.row.isConnected) return;
    // Zero where the browser's own anchoring already held the row in place.
    const moved = viewTop(box, snapshot.row) - snapshot.top;
    if (moved) box.scrollBy({ top: moved, behavior: 'instant' });
  }

  override render() {
    return null;
  }
}

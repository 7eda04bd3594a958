import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepViewOnPrepend } from './keep-view-on-prepend.tsx';

const ROW_PX = 100;

/** Rows `start`..99 of a conversation in a scroller, as the message list lays them out. */
function Rows({ start }: { start: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <div ref={scroller} data-testid="box">
      <KeepViewOnPrepend scroller={scroller} start={start} rowSelector=".row" />
      {Array.from({ length: 100 - start }, (_, i) => (
        <div key={start + i} className="row" data-testid={`row-${start + i}`} />
      ))}
    </div>
  );
}

/** jsdom has no layout: rows 100 px tall, one under the other, moved up by the box's scrollTop. */
function fakeLayout(box: HTMLElement) {
  let scrollTop = 0;
  Object.defineProperty(box, 'scrollTop', {
    get: () => scrollTop,
    set: (v: number) => (scrollTop = v),
  });
  box.scrollBy = ((opts: ScrollToOptions) => (scrollTop += opts.top ?? 0)) as typeof box.scrollBy;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = this === box ? 0 : [...box.children].indexOf(this);
    return { top: this === box ? 0 : index * ROW_PX - scrollTop } as DOMRect;
  });
  return { scrollTo: (v: number) => (scrollTop = v), scrollTop: () => scrollTop };
}

const viewTop = (el: HTMLElement) => el.getBoundingClientRect().top;

afterEach(() => vi.restoreAllMocks());

describe('KeepViewOnPrepend', () => {
  it('keeps the message on screen in place when earlier ones mount above it', () => {
    const { getByTestId, rerender } = render(<Rows start={60} />);
    const layout = fakeLayout(getByTestId('box'));
    // The reader scrolled to the very top: row 60 is first in view.
    layout.scrollTo(0);
    const row = getByTestId('row-60');
    expect(viewTop(row)).toBe(0);

    rerender(<Rows start={20} />);
    expect(layout.scrollTop()).toBe(40 * ROW_PX);
    expect(viewTop(row)).toBe(0);

    // Part way down the grown list, a second batch keeps that view too.
    layout.scrollTo(40 * ROW_PX - 30);
    rerender(<Rows start={0} />);
    expect(viewTop(row)).toBe(30);
  });

  it('leaves the scroll position alone when no earlier rows mount', () => {
    const { getByTestId, rerender } = render(<Rows start={60} />);
    const layout = fakeLayout(getByTestId('box'));
    layout.scrollTo(1234);
    rerender(<Rows start={60} />);
    rerender(<Rows start={80} />);
    expect(layout.scrollTop()).toBe(1234);
  });
});

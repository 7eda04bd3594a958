import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryFailedStylesheets } from './failed-stylesheets.ts';

const HREF = 'http://localhost:3000/assets/markdown-abc.css';
const sheets = () => [...document.head.querySelectorAll('link')];
const addLink = (rel = 'stylesheet') => {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = HREF;
  document.head.appendChild(el);
  return el;
};
const fail = (el: Element) => el.dispatchEvent(new Event('error'));
const online = vi.spyOn(navigator, 'onLine', 'get');

let undo = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  undo = retryFailedStylesheets();
});
afterEach(() => {
  undo();
  vi.useRealTimers();
  document.head.innerHTML = '';
  online.mockReset();
});

describe('retryFailedStylesheets', () => {
  it('asks again for a stylesheet that failed offline, once the browser is back online', () => {
    online.mockReturnValue(false);
    const failed = addLink();
    fail(failed);
    vi.advanceTimersByTime(60_000);
    expect(sheets()).toEqual([failed]);

    window.dispatchEvent(new Event('online'));
    const [fresh] = sheets();
    expect(sheets()).toHaveLength(1);
    expect(fresh).not.toBe(failed);
    expect(fresh).toMatchObject({ rel: 'stylesheet', href: HREF });
  });

  it('online, tries again after a few seconds, and gives up after four tries', () => {
    online.mockReturnValue(true);
    fail(addLink());
    for (let retry = 1; retry <= 3; retry++) {
      const before = sheets()[0]!;
      vi.advanceTimersByTime(3000);
      expect(sheets()[0], `retry ${retry}`).not.toBe(before);
      fail(sheets()[0]!);
    }
    const last = sheets()[0]!;
    vi.advanceTimersByTime(60_000);
    expect(sheets()).toEqual([last]);
  });

  it('leaves loaded stylesheets and other failures alone', () => {
    online.mockReturnValue(true);
    const loaded = addLink();
    loaded.dispatchEvent(new Event('load'));
    const preload = addLink('modulepreload');
    fail(preload);
    vi.advanceTimersByTime(10_000);
    expect(sheets()).toEqual([loaded, preload]);
  });
});

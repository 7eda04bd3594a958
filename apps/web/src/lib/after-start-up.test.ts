import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_START_UP_MS, afterStartUp } from './after-start-up.ts';

describe('afterStartUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the page has been loaded for a while', () => {
    const run = vi.fn();
    afterStartUp(run); // jsdom's document is complete already
    vi.advanceTimersByTime(AFTER_START_UP_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000); // then when the browser is idle
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(AFTER_START_UP_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits the given time after load, without waiting for idle when told not to', () => {
    const run = vi.fn();
    afterStartUp(run, { delayMs: 3000, idle: false });
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once at the first pointer press or key, and never after being cancelled', () => {
    const pressed = vi.fn();
    afterStartUp(pressed);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(pressed).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterStartUp(cancelled)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(AFTER_START_UP_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

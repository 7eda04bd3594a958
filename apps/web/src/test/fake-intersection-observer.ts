import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** IntersectionObserver as a test drives it: nothing is near the viewport until `scrollNear`. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
}

/** Puts the fake in place of the browser's observer (undo with `vi.unstubAllGlobals()`). */
export function stubIntersectionObserver() {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** Tells every observer watching `el` (by default, every observed element) that it is near. */
export const scrollNear = (el?: Element) =>
  act(() => {
    for (const o of FakeObserver.all) {
      const targets = o.targets.filter((t) => !el || t === el);
      if (targets.length === 0) continue;
      const entries = targets.map((target) => ({ isIntersecting: true, target }));
      o.callback(entries as IntersectionObserverEntry[], o as unknown as IntersectionObserver);
    }
  });

import { describe, expect, it } from 'vitest';
import { topK } from './top-k.ts';

describe('topK', () => {
  it('answers the same as sorting everything, heap or not', () => {
    const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
    const cmp = (a: number, b: number) => (a % 10) - (b % 10) || b - a;
    const sorted = [...items].sort(cmp);
    for (const k of [1, 5, 100, 500]) expect(topK(items, k, cmp)).toEqual(sorted.slice(0, k));
    // the items are left as they were (they may be a cached match list)
    expect(items).toEqual(Array.from({ length: 500 }, (_, i) => (i * 7919) % 500));
  });
});

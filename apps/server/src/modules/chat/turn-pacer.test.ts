import { describe, expect, it } from 'vitest';
import { createTurnPacer } from './turn-pacer.ts';

const nextPass = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turn pacer', () => {
  it('lets a few turns through per pass of the event loop, the others in order in later passes', async () => {
    const pacer = createTurnPacer(2);
    const started: number[] = [];
    const all = Array.from({ length: 5 }, async (_, i) => {
      await pacer.enter();
      started.push(i);
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await nextPass();
    expect(started).toEqual([0, 1, 2, 3]);
    await nextPass();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    await Promise.all(all);
    // a quiet loop: the next turn goes through at once again
    await nextPass();
    await nextPass();
    expect(pacer.enter()).toBeUndefined();
  });
});

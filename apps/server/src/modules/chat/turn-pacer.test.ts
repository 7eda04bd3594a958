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

describe('answers under way while turns wait', () => {
  it('go on at once when no turn waits', () => {
    const pacer = createTurnPacer(2);
    expect(pacer.whileTurnsWait()).toBeNull();
    void pacer.enter();
    // one admitted, none waiting
    expect(pacer.whileTurnsWait()).toBeNull();
  });

  it('are held until every waiting turn has started', async () => {
    const pacer = createTurnPacer(1);
    const started: number[] = [];
    const turns = Array.from({ length: 3 }, async (_, i) => {
      await pacer.enter();
      started.push(i);
    });
    await Promise.resolve();
    expect(started).toEqual([0]);
    let resumed = false;
    const hold = pacer.whileTurnsWait();
    expect(hold).not.toBeNull();
    void hold!.then(() => {
      resumed = true;
    });
    await nextPass();
    expect(started).toEqual([0, 1]);
    expect(resumed).toBe(false);
    await nextPass();
    // the last turn started in this pass: the answer goes on with it
    expect(started).toEqual([0, 1, 2]);
    expect(resumed).toBe(true);
    await Promise.all(turns);
  });

  it('are held no longer than the longest hold while turns keep waiting', async () => {
    let clock = 0;
    const pacer = createTurnPacer(1, { holdMaxMs: 100, now: () => clock });
    const turns = Array.from({ length: 6 }, () => pacer.enter());
    let resumed = false;
    void pacer.whileTurnsWait()!.then(() => {
      resumed = true;
    });
    await nextPass();
    clock = 99;
    await nextPass();
    expect(resumed).toBe(false);
    clock = 100;
    await nextPass();
    expect(resumed).toBe(true);
    // turns still wait: the next one asking is held again
    expect(pacer.whileTurnsWait()).not.toBeNull();
    for (let i = 0; i < 6; i += 1) await nextPass();
    await Promise.all(turns);
  });
});

import { describe, expect, it } from 'vitest';
import { createOrderedIds, newId, newOrderedId } from './ids.ts';

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** the millisecond an id of ours carries */
const msOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
const isIncreasing = (ids: string[]) => ids.every((id, i) => i === 0 || ids[i - 1]! < id);

describe('ids', () => {
  it('newId is a random UUID v4', () => {
    expect(newId()).toMatch(v4);
    expect(newId()).not.toBe(newId());
  });

  it('newOrderedId is a UUID v7 that sorts, as text, in the order the ids were made', () => {
    // thousands within one millisecond: the counter keeps them in order, not the clock alone
    const ids = Array.from({ length: 20_000 }, () => newOrderedId());
    for (const id of ids) expect(id).toMatch(v7);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isIncreasing(ids)).toBe(true);
  });

  it('carries the millisecond it was made in', () => {
    const before = Date.now();
    const id = newOrderedId();
    expect(msOf(id)).toBeGreaterThanOrEqual(before);
    expect(msOf(id)).toBeLessThanOrEqual(Date.now() + 1);
    const at = Date.UTC(2026, 10, 29, 12, 0, 0, 123);
    expect(msOf(createOrderedIds(() => at)())).toBe(at);
  });

  it('stays in order when the clock steps back, and borrows the next millisecond past 4,096 in one', () => {
    let clock = 1_800_000_000_000;
    const next = createOrderedIds(() => clock);
    const ids = [next()];
    clock -= 5_000;
    ids.push(next(), next());
    expect(msOf(ids[1]!)).toBe(1_800_000_000_000);
    clock = 1_800_000_000_000 + 10;
    for (let i = 0; i < 5_000; i += 1) ids.push(next());
    expect(isIncreasing(ids)).toBe(true);
    expect(msOf(ids.at(-1)!)).toBe(clock + 1);
  });

  it('takes its random bits from the pool, refilled once it is used up', () => {
    let fills = 0;
    const next = createOrderedIds(
      () => 1_800_000_000_000,
      (into) => {
        fills += 1;
        into.fill(fills === 1 ? 0xff : 0x00);
      },
    );
    const first = next();
    // the variant's two bits are 10 whatever the random bytes are
    expect(first.slice(19)).toBe('bfff-ffffffffffff');
    for (let i = 1; i < 410; i += 1) next();
    expect(fills).toBe(1);
    expect(next().slice(19)).toBe('8000-000000000000');
    expect(fills).toBe(2);
  });
});

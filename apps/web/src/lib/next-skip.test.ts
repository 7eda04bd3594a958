import { describe, expect, it } from 'vitest';
import { nextSkip, stoppedAtDepth } from './next-skip.ts';

const page = (n: number, total: number) => ({
  list: Array.from({ length: n }, (_, i) => i),
  total,
});

describe('nextSkip', () => {
  it('starts the next page after the loaded ones until the total is reached', () => {
    expect(nextSkip([page(20, 50)])).toBe(20);
    expect(nextSkip([page(20, 50), page(20, 50)])).toBe(40);
    expect(nextSkip([page(20, 50), page(20, 50), page(10, 50)])).toBeUndefined();
  });

  it('stops on an empty page even when the total says more (items removed meanwhile)', () => {
    expect(nextSkip([page(20, 50), page(0, 50)])).toBeUndefined();
    expect(nextSkip([])).toBeUndefined();
  });

  it('asks for no page deeper than the server allows', () => {
    expect(nextSkip([page(20, 100), page(20, 100)], 40)).toBe(40);
    expect(nextSkip([page(20, 100), page(20, 100), page(20, 100)], 40)).toBeUndefined();
    expect(stoppedAtDepth([page(20, 100), page(20, 100)], 40)).toBe(false);
    expect(stoppedAtDepth([page(20, 100), page(20, 100), page(20, 100)], 40)).toBe(true);
  });

  it('does not call a list that simply ended stopped at depth', () => {
    expect(stoppedAtDepth([page(20, 60), page(20, 60), page(20, 60)], 40)).toBe(false);
    expect(stoppedAtDepth([], 40)).toBe(false);
  });
});

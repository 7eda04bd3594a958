import { describe, expect, it } from 'vitest';
import { nestedLevels } from './nested-levels.ts';

describe('nestedLevels', () => {
  it('starts at the given level and skips none, whatever the author wrote', () => {
    // a text that opens with ### and jumps from ## to ####
    expect(nestedLevels([3, 3, 2, 4, 4, 3], 2)).toEqual([2, 2, 2, 3, 3, 3]);
    // an author's h1 under the page's h1
    expect(nestedLevels([1, 2, 2, 1, 3], 2)).toEqual([2, 3, 3, 2, 3]);
  });

  it('keeps an outline that already nests, only moved under the page', () => {
    expect(nestedLevels([2, 3, 4, 3, 2], 2)).toEqual([2, 3, 4, 3, 2]);
    expect(nestedLevels([1, 2, 3], 2)).toEqual([2, 3, 4]);
  });

  it('goes no deeper than h6, and gives nothing for no headings', () => {
    expect(nestedLevels([1, 2, 3, 4, 5, 6], 2)).toEqual([2, 3, 4, 5, 6, 6]);
    expect(nestedLevels([], 2)).toEqual([]);
  });
});

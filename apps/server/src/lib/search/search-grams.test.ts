import { describe, expect, it } from 'vitest';
import {
  gramToken,
  searchGrams,
  searchGramTokens,
  termGramQuery,
  termGrams,
} from './search-grams.ts';

describe('search grams', () => {
  it('has every character and adjacent pair, none with whitespace', () => {
    expect(searchGrams('唐诗 ab\ncd').sort()).toEqual(
      ['唐', '诗', '唐诗', 'a', 'b', 'ab', 'c', 'd', 'cd'].sort(),
    );
  });

  it('finds every substring of a text through its grams', () => {
    const text = '写作助手 code review 100% 读唐诗\n诗歌,古典_x';
    const grams = new Set(searchGrams(text));
    const chars = [...text];
    for (let i = 0; i < chars.length; i += 1) {
      for (let j = i + 1; j <= Math.min(chars.length, i + 6); j += 1) {
        const term = chars.slice(i, j).join('');
        if (/\s/.test(term)) continue;
        for (const g of termGrams(term)) expect(grams.has(g), `${term} -> ${g}`).toBe(true);
      }
    }
  });

  it('turns any gram into one plain token, singles and pairs apart', () => {
    expect(gramToken('%')).toBe('u000025');
    expect(gramToken('诗歌')).toBe('b008bd7006b4c');
    for (const token of searchGramTokens('a_b%c"d').split(' '))
      expect(token).toMatch(/^[ub][0-9a-f]+$/);
    expect(termGramQuery('abc')).toBe(`${gramToken('ab')} ${gramToken('bc')}`);
  });
});

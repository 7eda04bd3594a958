import { describe, expect, it } from 'vitest';
import { SearchTexts } from './search-texts.ts';

describe('SearchTexts', () => {
  it('gives back each text, built or added, narrow or wide', () => {
    const texts = new SearchTexts(['coffee tutor', null, '咖啡 老师', 'café']);
    texts.add(4, '新来的 robot');
    expect([0, 1, 2, 3, 4].map((s) => texts.text(s))).toEqual([
      'coffee tutor',
      '',
      '咖啡 老师',
      'café',
      '新来的 robot',
    ]);
  });

  it('confirms words like includes, for built and added slots, narrow and wide', () => {
    let seed = 11;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const alphabet = 'abcab书画书';
    const text = () => Array.from({ length: rand(9) }, () => alphabet[rand(8)]).join('');
    const all = Array.from({ length: 400 }, text);
    // joined in strings of at most 30 characters (many) and of the default size (one narrow, one wide)
    const small = new SearchTexts(all.slice(0, 300), 30);
    for (const texts of [small, new SearchTexts(all.slice(0, 300))]) {
      for (let s = 300; s < 400; s += 1) texts.add(s, all[s]!);
      expect(all.map((_, s) => texts.text(s))).toEqual(all);
      if (texts === small) expect(texts.strings).toBeGreaterThan(10);
      else expect(texts.strings).toBe(2);
      for (let round = 0; round < 300; round += 1) {
        const words = Array.from({ length: 1 + rand(2) }, () => `${text()}${alphabet[rand(8)]}`);
        const got = all.map((_, s) => s).filter((s) => texts.holdsAll(s, words));
        const want = all.map((_, s) => s).filter((s) => words.every((w) => all[s]!.includes(w)));
        expect(got).toEqual(want);
      }
    }
  });
});

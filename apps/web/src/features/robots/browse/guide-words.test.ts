import { describe, expect, it } from 'vitest';
import { splitGuideWords } from './guide-words.ts';

describe('splitGuideWords', () => {
  it('splits on new lines, both semicolons and bars, trimming and dropping blanks', () => {
    expect(splitGuideWords('Hello?\n 写一首诗；Plan a trip; |Summarise this|\r\n')).toEqual([
      'Hello?',
      '写一首诗',
      'Plan a trip',
      'Summarise this',
    ]);
  });

  it('keeps distinct words only, at most the limit', () => {
    expect(splitGuideWords('a;a;b;c;d', 3)).toEqual(['a', 'b', 'c']);
    expect(splitGuideWords('   ')).toEqual([]);
  });
});

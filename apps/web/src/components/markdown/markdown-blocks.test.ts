import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-sections.ts';

const EVERY_BLOCK = 0;

describe('markdownBlocks', () => {
  it('cuts before each complete line at the first column that follows a blank line', () => {
    const source = 'One.\n\n## Two\nText.\n\nThree\nlines\n\n---\n\n| a |\n| - |\n\n> quote\n';
    expect(markdownBlocks(source, EVERY_BLOCK)).toEqual([
      'One.\n',
      '## Two\nText.\n',
      'Three\nlines\n',
      '---\n',
      '| a |\n| - |\n',
      '> quote\n',
    ]);
    // nothing is lost or added
    expect(markdownBlocks(source, EVERY_BLOCK)!.join('\n')).toBe(source);
  });

  it('makes every part but the last at least minChars long', () => {
    const source = ['a'.repeat(5), 'b'.repeat(5), 'c'.repeat(5), 'd'.repeat(5), 'e', ''].join(
      '\n\n',
    );
    // a part is cut once it holds 12 characters or more (each line counts its line break)
    expect(markdownBlocks(source, 12)).toEqual(['aaaaa\n\nbbbbb\n', 'ccccc\n\nddddd\n', 'e\n\n']);
    expect(markdownBlocks(source, 1000)).toBeNull();
  });

  it('does not cut before a list item, which may go on the list above it', () => {
    const source = '- a\n\n- b\n\n1. c\n\n2) d\n\n*\n\n+ e\n\n* * *\n\nend\n';
    expect(markdownBlocks(source, EVERY_BLOCK)).toEqual([
      '- a\n\n- b\n\n1. c\n\n2) d\n\n*\n\n+ e\n\n* * *\n',
      'end\n',
    ]);
  });

  it('does not cut before an indented line (a list item goes on, or indented code)', () => {
    expect(markdownBlocks('- a\n\n  b\n\n    code\n\n\tcode', EVERY_BLOCK)).toBeNull();
  });

  it('does not cut before the last line until a line break ends it', () => {
    // "1" may become "1. item", which would go on the list above
    expect(markdownBlocks('- a\n\n1', EVERY_BLOCK)).toBeNull();
    expect(markdownBlocks('- a\n\n1. b\n', EVERY_BLOCK)).toBeNull();
    expect(markdownBlocks('- a\n\n1 b\n', EVERY_BLOCK)).toEqual(['- a\n', '1 b\n']);
  });

  it('cuts before a fence and after it, never inside it, of either kind', () => {
    const source = 'a\n\n```js\n\nin code\n\n```\n\nb\n\n~~~\n\nin code\n\n~~~\n\nc\n\n```\n\nopen';
    expect(markdownBlocks(source, EVERY_BLOCK)).toEqual([
      'a\n',
      '```js\n\nin code\n\n```\n',
      'b\n',
      '~~~\n\nin code\n\n~~~\n',
      'c\n',
      '```\n\nopen',
    ]);
  });

  it('cuts around setext headings, which a cut cannot split', () => {
    expect(markdownBlocks('a\n\nTitle\n===\n\nb\n---\n', EVERY_BLOCK)).toEqual([
      'a\n',
      'Title\n===\n',
      'b\n---\n',
    ]);
  });

  it.each([
    ['a link reference definition', 'See [x].\n\nb\n\n[x]: https://example.com\n'],
    ['a footnote', 'Note[^1].\n\nb\n\n[^1]: the note\n'],
    ['an HTML block', '<div>\n\ninside\n\n</div>\n\nb\n'],
    ['an indented fence', 'a\n\n  ```\n\nb\n\n  ```\n\nc\n'],
    ['a fence in a quote', '> ```\n\nb\n\nc\n'],
    ['a backtick "fence" with a backtick after it', 'a\n\n```x`\n\nb\n'],
  ])('keeps a text with %s whole', (_name, source) => {
    expect(markdownBlocks(source, EVERY_BLOCK)).toBeNull();
  });

  it('keeps the cuts already made as the text grows', () => {
    const text =
      'Intro.\n\n## Steps\n1. one\n2. two\n\nThen:\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n' +
      '- x\n\n  y\n\nDone.\n\nTitle\n---\n\n| a | b |\n| - | - |\n\nEnd.';
    const whole = markdownBlocks(text, EVERY_BLOCK)!;
    expect(whole.length).toBeGreaterThan(5);
    for (let end = 1; end <= text.length; end++) {
      const parts = markdownBlocks(text.slice(0, end), EVERY_BLOCK);
      if (!parts) continue;
      // every part but the last is final: the whole text has it too, in the same place
      expect(parts.slice(0, -1), text.slice(0, end)).toEqual(whole.slice(0, parts.length - 1));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { excerptOf, markdownToText } from './markdown-text.ts';

describe('markdownToText', () => {
  it('keeps the words and drops the syntax', () => {
    const md = [
      '# 标题 Title',
      '',
      'Some **bold**, _italic_, ~~gone~~ and `code` with a [link](https://a.com "t").',
      '',
      '> a quote',
      '',
      '- one',
      '* two',
      '1. three',
      '- [x] done',
      '',
      '![an image](https://a.com/i.png)',
      '',
      '```ts',
      'const x = 1;',
      '```',
      '',
      '| a | b |',
      '| --- | :-: |',
      '| 1 | 2 |',
      '',
      '---',
      '<b>html</b> <!-- note -->',
      'Setext',
      '======',
      '[ref]: https://a.com',
      'escaped \\*star\\*',
    ].join('\n');
    expect(markdownToText(md)).toBe(
      '标题 Title Some bold, italic, gone and code with a link. a quote one two three done ' +
        'an image const x = 1; a b 1 2 html Setext escaped *star*',
    );
  });

  it('leaves plain text alone but for whitespace', () => {
    expect(markdownToText('  plain\n\n text 中文  ')).toBe('plain text 中文');
    expect(markdownToText('a * b and 3 * 4')).toBe('a * b and 3 * 4');
    expect(markdownToText('**a** **b** and **字****字**')).toBe('a b and 字字');
  });
});

describe('excerptOf', () => {
  it('answers at most max characters of the text, counting code points', () => {
    expect(excerptOf('## Hi\n\n**there**', 160)).toBe('Hi there');
    expect(excerptOf('😀'.repeat(10), 4)).toBe('😀😀😀😀');
    expect([...excerptOf(`# x\n${'字'.repeat(500)}`, 160)]).toHaveLength(160);
  });
});

describe('markdownToText on hostile input', () => {
  // Not a speed target (those are benches): a ceiling only catastrophic backtracking reaches, which
  // takes seconds to hours on such input, where a linear pass takes about a millisecond. Generous, so
  // a busy shared machine never trips it.
  it('never backtracks catastrophically on 10,000 characters of unclosed syntax', () => {
    for (const unit of ['*a', '[', '![', '<a', '`', '~~x', '_ ', '<!--', '[x](', '\\']) {
      const input = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
      const started = performance.now();
      markdownToText(input);
      expect(performance.now() - started, unit).toBeLessThan(3000);
    }
  });
});

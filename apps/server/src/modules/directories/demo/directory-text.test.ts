import { describe, expect, it } from 'vitest';
import { excerptOf, markdownToPlain, searchTextOf, urlKeyOf } from './directory-text.ts';

describe('urlKeyOf', () => {
  it.each([
    ['HTTPS://Example.COM/Tools/A/', 'https://example.com/Tools/A'],
    ['https://example.com:443/a#top', 'https://example.com/a'],
    ['https://example.com/', 'https://example.com'],
    ['https://example.com/a?utm_source=x&id=3&UTM_Medium=y', 'https://example.com/a?id=3'],
    ['https://example.com/a?utm_campaign=z', 'https://example.com/a'],
    [' http://example.com:8080/a// ', 'http://example.com:8080/a'],
  ])('%s -> %s', (url, key) => expect(urlKeyOf(url)).toBe(key));

  it('keeps addresses that differ in path or query apart', () => {
    expect(urlKeyOf('https://example.com/a?id=1')).not.toBe(urlKeyOf('https://example.com/a?id=2'));
    expect(urlKeyOf('https://example.com/a')).not.toBe(urlKeyOf('https://example.com/b'));
  });

  it('throws on what is not an address', () => {
    expect(() => urlKeyOf('not a url')).toThrow();
  });
});

describe('markdownToPlain and excerptOf', () => {
  const md = [
    '## Heading **bold**',
    '',
    '> a *quoted* [link](https://example.com/x) and `code`',
    '',
    '- item one',
    '2. item two',
    '',
    '| a | b |',
    '| --- | :---: |',
    '| 1 | 2 |',
    '',
    '```ts',
    'const x = 1;',
    '```',
    '---',
    '![alt text](/uploads/a.png)',
  ].join('\n');

  it('keeps the words and drops the syntax', () => {
    expect(markdownToPlain(md)).toBe(
      'Heading bold a quoted link and code item one item two a b 1 2 const x = 1; alt text',
    );
  });

  it('cuts the excerpt at 160 characters, counting Chinese characters as one', () => {
    const long = `# 标题\n\n${'中文字符'.repeat(100)}`;
    const excerpt = excerptOf(long);
    expect(Array.from(excerpt)).toHaveLength(160);
    expect(excerpt.startsWith('标题 中文')).toBe(true);
    expect(excerptOf('short')).toBe('short');
  });

  it('normalises search text: NFKC and lower case', () => {
    expect(searchTextOf({ title: 'ＡＢＣ Tool', intro: 'Intro', body: '## Body' })).toBe(
      'abc tool\nintro\nbody',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { markdownSections } from './markdown-sections.ts';

const texts = (source: string) => markdownSections(source)?.map((s) => s.text) ?? null;

describe('markdownSections', () => {
  it('cuts before each heading at the start of a line that follows a blank line', () => {
    const source = 'Intro.\n\n## One\nText.\n\n### Two\n- a\n- b\n\n# Three\n';
    expect(texts(source)).toEqual([
      'Intro.\n',
      '## One\nText.\n',
      '### Two\n- a\n- b\n',
      '# Three\n',
    ]);
    // nothing is lost or added
    expect(texts(source)!.join('\n')).toBe(source);
  });

  it('counts the headings above each part: h1-h4 for the ids, every level for the nesting', () => {
    const source = '# A\n\n##### deep\n\n## B\n\n###### deeper\n\n#### C\n';
    expect(markdownSections(source)).toEqual([
      { text: '# A\n', idsBefore: 0, levelsBefore: [] },
      { text: '##### deep\n', idsBefore: 1, levelsBefore: [1] },
      { text: '## B\n', idsBefore: 1, levelsBefore: [1, 5] },
      { text: '###### deeper\n', idsBefore: 2, levelsBefore: [1, 5, 2] },
      { text: '#### C\n', idsBefore: 2, levelsBefore: [1, 5, 2, 6] },
    ]);
  });

  it('counts a heading that interrupts a paragraph, without cutting there', () => {
    const sections = markdownSections('Text\n# A\n\n## B\n');
    expect(sections).toEqual([
      { text: 'Text\n# A\n', idsBefore: 0, levelsBefore: [] },
      { text: '## B\n', idsBefore: 1, levelsBefore: [1] },
    ]);
  });

  it('keeps a text whole when it has no place to cut', () => {
    expect(markdownSections('')).toBeNull();
    expect(markdownSections('# Only\n\ntext')).toBeNull();
    expect(markdownSections('a\n\nb\n\n- c')).toBeNull();
    // `#tag` is a paragraph, not a heading
    expect(markdownSections('a\n\n#tag\n')).toBeNull();
  });

  it('never cuts inside fenced code, of either fence, until the same fence closes', () => {
    const source = [
      'Intro',
      '',
      '````md',
      '',
      '# not a heading',
      '```',
      '',
      '# still code',
      '````',
      '',
      '~~~',
      '',
      '# code too',
      '  ~~~',
      '',
      '## Real',
    ].join('\n');
    const sections = markdownSections(source)!;
    expect(sections.map((s) => s.text.split('\n')[0])).toEqual(['Intro', '## Real']);
    expect(sections[1]).toMatchObject({ idsBefore: 0, levelsBefore: [] });
  });

  it('never cuts after an unclosed fence', () => {
    expect(markdownSections('a\n\n```\n\n# code\n\n## code')).toBeNull();
  });

  it.each([
    ['a link reference definition', 'See [x].\n\n## A\n\n[x]: https://example.com'],
    ['a footnote', 'Note[^1].\n\n## A\n\n[^1]: the note'],
    ['an HTML block', '<div>\n\n# inside\n\n</div>\n\n## A'],
    ['an HTML comment', '<!--\n\n# commented\n\n-->\n\n## A'],
    ['an indented fence', 'a\n\n  ```\n\n# x\n\n## A'],
    ['a fence in a list', '- a\n  ```\n\n# x\n\n## A'],
    ['a fence in a quote', '> ```\n\n# x\n\n## A'],
    ['an indented heading', 'a\n\n  # A\n\n## B'],
    ['a heading in a list', '- # A\n\n## B'],
    ['a heading in a quote', '> ## A\n\n## B'],
    ['a setext heading', 'Title\n=====\n\n## B'],
    ['a setext heading (h2)', 'Title\n---\n\n## B'],
    ['a backtick "fence" with a backtick after it', 'a\n\n```x`\n\n## B'],
  ])('keeps a text with %s whole', (_name, source) => {
    expect(markdownSections(source)).toBeNull();
  });

  it('cuts around a thematic break after a blank line and a table', () => {
    const source = 'a\n\n---\n\n| x | y |\n| --- | --- |\n| 1 | 2 |\n\n## B\nb';
    expect(texts(source)).toEqual(['a\n\n---\n\n| x | y |\n| --- | --- |\n| 1 | 2 |\n', '## B\nb']);
  });
});

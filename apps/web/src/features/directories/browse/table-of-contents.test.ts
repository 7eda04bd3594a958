import { describe, expect, it } from 'vitest';
import { headingsInSource } from './table-of-contents.tsx';

describe('headingsInSource', () => {
  it('reads the h1-h4 lines, numbered as the renderer numbers them, with inline marks dropped', () => {
    const source = [
      '# **Bold** start',
      'text',
      '  ## Indented, with a [link](https://example.com) and `code` ##',
      '##### too deep for the contents',
      '#### Four',
      '#no space is no heading',
      '### _under_ and ~~struck~~',
    ].join('\n');
    expect(headingsInSource('s', source)).toEqual([
      { id: 's-1', text: 'Bold start', level: 1 },
      { id: 's-2', text: 'Indented, with a link and code', level: 2 },
      { id: 's-3', text: 'Four', level: 4 },
      { id: 's-4', text: 'under and struck', level: 3 },
    ]);
  });

  it('gives the levels the rendered text will have under the page, counting untitled headings', () => {
    const source = [
      '### First',
      '##### deep',
      '#### Under first',
      '## ',
      '#### Under the untitled',
    ];
    expect(headingsInSource('s', source.join('\n'), 2)).toEqual([
      { id: 's-1', text: 'First', level: 2 },
      { id: 's-2', text: 'Under first', level: 3 },
      { id: 's-4', text: 'Under the untitled', level: 3 },
    ]);
  });

  it('skips fenced code, whatever its fence, until the same fence closes it', () => {
    const source = [
      '```md',
      '# in code',
      '~~~',
      '# still code: a tilde fence does not close a backtick one',
      '```',
      '## After',
      '~~~~',
      '# code again',
      '~~~~',
      '## Last',
    ].join('\n');
    expect(headingsInSource('s', source).map((e) => [e.id, e.text])).toEqual([
      ['s-1', 'After'],
      ['s-2', 'Last'],
    ]);
  });

  it('counts an empty heading, as the renderer does, but lists none without text', () => {
    expect(headingsInSource('s', '## \n## Named\n')).toEqual([
      { id: 's-2', text: 'Named', level: 2 },
    ]);
    expect(headingsInSource('s', '## ##\n')).toEqual([]);
    expect(headingsInSource('s', '##\n## Named')).toEqual([{ id: 's-2', text: 'Named', level: 2 }]);
  });
});

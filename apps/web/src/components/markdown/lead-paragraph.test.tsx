import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadParagraph } from './lead-paragraph.ts';
import { MarkdownLead } from './markdown-lead.tsx';
import { Markdown } from './markdown.tsx';

/** The renderer's elements for a text: its .rs-md wrapper's children. */
function rendered(source: string): Element[] {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<Markdown content={source} />);
  return Array.from(host.firstElementChild!.children);
}

/** What MarkdownLead draws for a text's lead paragraph. */
function drawnLead(source: string): string | null {
  const lead = leadParagraph(source);
  if (!lead) return null;
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<MarkdownLead lead={lead} />);
  return host.querySelector('p')!.outerHTML;
}

/** Draws the lead and checks it against the renderer: the same first element, and `whole` right. */
function expectAsRendered(source: string): void {
  const lead = leadParagraph(source)!;
  const elements = rendered(source);
  expect(drawnLead(source), JSON.stringify(source)).toBe(elements[0]!.outerHTML);
  expect(lead.whole, `${JSON.stringify(source)}: whole`).toBe(elements.length === 1);
}

describe('leadParagraph', () => {
  it.each([
    'Plain text.',
    '**妙笔写作**面向需要经常写东西的人：运营、学生、自媒体作者。它先帮你把想法整理成提纲。',
    'An **AI code reviewer** for pull requests: bugs, style and readability.',
    'line one\nline two, **bold\nacross lines** and on',
    '  two spaces in\n   and three',
    '**“引号”**',
    'First paragraph.\n\n### Features\n- one\n- two',
    '\n\n  \nAfter blank lines.',
    'Ends with a space \nthen more',
    'Numbers 1. and 2) in the middle, #tags, a - dash and a + plus',
  ])('draws %j as the renderer does', (source) => {
    expect(leadParagraph(source)).not.toBeNull();
    expectAsRendered(source);
  });

  it.each([
    ['a heading', '# Title\n\nText'],
    ['a list', '- one\n- two'],
    ['a numbered list', '1. one'],
    ['a quote', '> quoted'],
    ['a fence', '```\ncode\n```'],
    ['indented code', '    code'],
    ['a setext heading', 'Title\n==='],
    ['a setext heading with dashes', 'Title\n---'],
    ['a list interrupting it', 'Text\n- item'],
    ['a hard break', 'one  \ntwo'],
    ['a table', 'a | b\n--|--'],
    ['emphasis with one star', 'an *emphasised* word'],
    ['emphasis with underscores', 'an __emphasised__ word'],
    ['code', 'run `npm start`'],
    ['a link', 'see [the site](https://example.com)'],
    ['an autolink', 'see https://example.com'],
    ['a www autolink', 'see www.example.com'],
    ['an email autolink', 'write to ada@example.com'],
    ['HTML', 'a <b>tag</b>'],
    ['an entity', 'fish &amp; chips'],
    ['an escape', 'a \\* star'],
    ['strikethrough', 'a ~~gone~~ word'],
    ['three stars', '***both***'],
    ['an unclosed run', '**never closed'],
    ['a closer that cannot close (CJK after punctuation)', '**“引号”**后面'],
    ['a run that opens inside an open span', '**a **b** c**'],
    ['a list item starting with a star', '* item'],
    ['an empty text', ''],
    ['only blank lines', '\n  \n'],
  ])('leaves %s to the renderer', (_what, source) => {
    expect(leadParagraph(source)).toBeNull();
  });

  it('marks a paragraph followed only by blank lines as the whole text', () => {
    expect(leadParagraph('Only this.\n\n  \n')?.whole).toBe(true);
    expect(leadParagraph('This.\n\nThen that.')?.whole).toBe(false);
  });

  it('draws every paragraph it accepts of 3,000 random ones exactly as the renderer does', () => {
    // a fixed pseudo-random sequence (mulberry32): the same texts on every run
    let seed = 20261201;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    // bold runs often, beside every kind of character the flanking rules tell apart
    const pieces = [
      '**',
      '**',
      '**',
      ' ',
      'a',
      'b c',
      '字',
      '“',
      '”',
      '。',
      '，',
      '?',
      '.',
      '(',
      ')',
    ];
    const more = [
      '😀',
      '\u00a0',
      '*',
      '!',
      '\n',
      '\n\n',
      '  \n',
      '# ',
      '- ',
      '1. ',
      '    ',
      '\t',
      '_',
      '`',
      '\\',
    ];
    let accepted = 0;
    let withBold = 0;
    for (let n = 0; n < 3000; n += 1) {
      const length = 1 + Math.floor(random() * 14);
      let source = '';
      for (let i = 0; i < length; i += 1) {
        const from = random() < 0.85 ? pieces : more;
        source += from[Math.floor(random() * from.length)];
      }
      const lead = leadParagraph(source);
      if (!lead) continue;
      accepted += 1;
      if (lead.parts.some((part) => part.strong)) withBold += 1;
      expectAsRendered(source);
    }
    // the sample is not vacuous: many accepted, bold among them
    expect(accepted).toBeGreaterThan(500);
    expect(withBold).toBeGreaterThan(100);
  });
});

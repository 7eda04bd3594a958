import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { BLOCK_PART_CHARS, Markdown } from './markdown.tsx';
import { markdownBlocks } from './markdown-sections.ts';
import { ARTICLE, randomTexts } from './markdown-test-texts.ts';
import { drawnTexts } from '../../test/counted-react-markdown.ts';

// Each text react-markdown is asked to draw (drawnTexts), to see which parts a new piece draws again.
vi.mock('react-markdown', async (original) =>
  (await import('../../test/counted-react-markdown.ts')).countedReactMarkdown(original),
);

/** The markup of a text drawn whole, without the wrapper and the line breaks between blocks. */
const inner = (content: string) =>
  renderToStaticMarkup(<Markdown content={content} />)
    .replace(/^<div class="rs-md">|<\/div>$/g, '')
    .replace(/>\n+</g, '><');

/** The markup of the text's parts, each drawn on its own, one after another. */
const inParts = (parts: string[]) => parts.map(inner).join('');

describe('markdownBlocks, drawn', () => {
  it('draws generated texts, and every prefix of them a stream could show, as it draws them whole', () => {
    let cut = 0;
    let next = 7;
    for (const text of randomTexts(250, 20261204)) {
      // the whole text, and a few prefixes as a stream would show them, cut anywhere
      const ends = [text.length];
      for (let k = 0; k < 4; k++) {
        next = (next * 48271) % 2147483647;
        ends.push(next % text.length);
      }
      for (const end of ends) {
        const source = text.slice(0, end);
        const parts = markdownBlocks(source, 0);
        if (!parts) continue;
        cut += 1;
        expect(inParts(parts), source).toBe(inner(source));
      }
    }
    // most texts have places to cut; some are kept whole
    expect(cut).toBeGreaterThan(600);
    expect(cut).toBeLessThan(1250);
  });
});

describe('Markdown parts="blocks"', () => {
  const answer = [ARTICLE.replace(/^#+ .*$/gm, '**$&**'), ARTICLE, ARTICLE].join('\n\n');

  beforeEach(() => {
    drawnTexts.length = 0;
  });

  it('draws a long answer in parts exactly as it draws it whole', () => {
    const parts = markdownBlocks(answer, BLOCK_PART_CHARS)!;
    expect(parts.length).toBeGreaterThan(2);
    const { container: whole } = render(<Markdown content={answer} />);
    const { container: blocks } = render(<Markdown content={answer} parts="blocks" />);
    const markup = (el: HTMLElement) => el.innerHTML.replace(/>\n+</g, '><');
    expect(markup(blocks)).toBe(markup(whole));
  });

  it('draws only the last part again when the answer grows', () => {
    const { rerender } = render(<Markdown content={answer} parts="blocks" />);
    const parts = markdownBlocks(answer, BLOCK_PART_CHARS)!;
    expect(drawnTexts).toEqual(parts);
    drawnTexts.length = 0;
    rerender(<Markdown content={`${answer} and more`} parts="blocks" />);
    expect(drawnTexts).toEqual([`${parts.at(-1)} and more`]);
  });

  it('draws a text with numbered headings whole (blocks do not count headings)', () => {
    render(<Markdown content={answer} parts="blocks" headingIds="section" />);
    expect(drawnTexts).toEqual([answer]);
  });
});

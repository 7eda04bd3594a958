import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { Markdown } from './markdown.tsx';
import { markdownSections } from './markdown-sections.ts';
import { ARTICLE, randomTexts } from './markdown-test-texts.ts';

/**
 * What the renderer draws, the text whole or in its parts (decision 059): they must be the same.
 * The line breaks between two blocks are left out: the whole text keeps the source's line break
 * between its blocks as a text node, which parts drawn apart do not have at their edges, and a
 * line break between two blocks draws nothing.
 */
const drawn = (content: string, inSections: boolean) =>
  renderToStaticMarkup(
    <Markdown
      content={content}
      headingIds="section"
      headingsFrom={2}
      parts={inSections ? 'sections' : undefined}
    />,
  ).replace(/>\n+</g, '><');

describe('Markdown parts="sections"', () => {
  it('draws an article in parts exactly as it draws it whole', () => {
    expect(markdownSections(ARTICLE)!.length).toBeGreaterThan(5);
    const whole = drawn(ARTICLE, false);
    expect(drawn(ARTICLE, true)).toBe(whole);
    // the ids run on across the parts, and the levels nest across them
    expect(whole).toContain('<h2 id="section-2">一次问答的完整流程</h2>');
    expect(whole).toContain('<h3 id="section-3">用代码表达</h3>');
    expect(whole).toContain('<h4 id="section-4">深一层</h4>');
    // an h6 under an h2: nested at h3, with no id (the contents list h1-h4 as written)
    expect(whole).toContain('<h3>最深</h3>');
    expect(whole).toContain('<h2 id="section-6">小结</h2>');
  });

  it('draws generated texts in parts exactly as it draws them whole', () => {
    let cut = 0;
    for (const text of randomTexts(250, 20261203)) {
      if (markdownSections(text)) cut += 1;
      expect(drawn(text, true), text).toBe(drawn(text, false));
    }
    // the generator makes texts of both kinds: cut, and kept whole
    expect(cut).toBeGreaterThan(20);
    expect(cut).toBeLessThan(240);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { Markdown } from './markdown.tsx';
import { markdownSections } from './markdown-sections.ts';

/**
 * What the renderer draws, the text whole or in its parts (decision 059): they must be the same.
 * The line breaks between two blocks are left out: the whole text keeps the source's line break
 * between its blocks as a text node, which parts drawn apart do not have at their edges, and a
 * line break between two blocks draws nothing.
 */
const drawn = (content: string, inSections: boolean) =>
  renderToStaticMarkup(
    <Markdown content={content} headingIds="section" headingsFrom={2} inSections={inSections} />,
  ).replace(/>\n+</g, '><');

const ARTICLE = `检索增强生成（RAG）让模型**先查资料再回答**。

## RAG 解决什么问题
模型的知识停在训练那天，[文档](https://example.com/docs)更新了它也不知道。

## 一次问答的完整流程
1. 把问题变成向量
2. 找出最相近的段落

   第二步之后的说明。
3. 交给模型

### 用代码表达

\`\`\`ts
// # not a heading
const passages = search(question);

# still code
\`\`\`

#### 深一层
> 引用的一段
> 还有一行

## 检索方式怎么选
| 方式 | 优点 |
| --- | --- |
| 关键词 | 快 |
| 向量 | 懂意思 |

- [ ] 待办
- [x] 完成

    indented code

    more indented code

###### 最深
![图](/uploads/chart.png) 和 ~~删除线~~ 以及 https://example.com/auto

---

## 小结
最后一段。`;

/** A small deterministic generator of markdown texts made of blocks that cuts may fall between. */
function randomTexts(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // blocks between which a text may be cut
  const blocks = [
    () => `${'#'.repeat(1 + Math.floor(next() * 6))} Heading ${Math.floor(next() * 100)}`,
    () => `${'#'.repeat(1 + Math.floor(next() * 4))} Another heading`,
    () => 'A paragraph with *emphasis*, `code` and a [link](https://example.com).',
    () => 'A paragraph\nthat goes on\nover lines.',
    () => '- one\n- two\n\n- three after a blank line',
    () => '1. first\n2. second',
    () => '> quoted\n> # heading in a quote',
    () => '```js\nconst a = 1;\n\n# a comment\n```',
    () => '~~~\n\n## in code\n~~~',
    () => '| a | b |\n| - | - |\n| 1 | 2 |',
    () => '    indented code\n\n    more code',
    () => '***',
    () => '```\nunclosed fence\n\n# in code',
  ];
  // blocks that keep a text whole
  const whole = [
    () => '    indented code\n\n    # still indented code',
    () => 'Setext title\n---',
    () => 'Another title\n===',
    () => '- item\n\n  ## heading in an item',
    () => '<details>\n\n# in html\n\n</details>',
    () => 'See [ref].\n\n[ref]: https://example.com',
    () => 'Footnote[^n].\n\n[^n]: the note',
  ];
  return Array.from({ length: count }, () =>
    Array.from({ length: 2 + Math.floor(next() * 10) }, () =>
      (next() < 0.03 ? pick(whole) : pick(blocks))(),
    )
      .map((block) => block + pick(['\n', '\n\n', '\n\n\n']))
      .join(''),
  );
}

describe('Markdown inSections', () => {
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

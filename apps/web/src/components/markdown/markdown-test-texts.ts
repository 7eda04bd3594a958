/**
 * Markdown texts for the tests that draw a text whole and in parts (markdown-sections-render,
 * markdown-blocks-render): an article with every kind of block, and a generator of texts made of
 * blocks that cuts may fall between, with now and then one that keeps a text whole.
 */
export const ARTICLE = `检索增强生成（RAG）让模型**先查资料再回答**。

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
export function randomTexts(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
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
    () => '- item\n\n  its second paragraph',
    () => '3. third\n\n4. fourth',
    () => '2024. a year that starts a line',
    () => '12 apples, not a list',
    () => '* * *',
    () => '> one quote\n\n> another quote',
    () => '**粗体**开头的段落\n和续行',
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

/**
 * A long markdown answer, as a model writes one (bench/web-chat-stream.mjs): sections with headings,
 * paragraphs in Chinese and English, lists, code in three languages and a table; ~9,000 characters.
 * The same text on every run, cut into tokens of `tokenChars` characters.
 */
const CODE = [
  [
    'ts',
    "import { readFile } from 'node:fs/promises';\n\nexport async function countWords(path: string): Promise<Map<string, number>> {\n  const text = await readFile(path, 'utf8');\n  const counts = new Map<string, number>();\n  for (const word of text.toLowerCase().split(/\\W+/)) {\n    if (!word) continue;\n    counts.set(word, (counts.get(word) ?? 0) + 1);\n  }\n  return counts;\n}",
  ],
  [
    'python',
    'from collections import Counter\n\ndef top_words(path: str, n: int = 10) -> list[tuple[str, int]]:\n    """The n most frequent words of a file."""\n    with open(path, encoding="utf-8") as f:\n        words = f.read().lower().split()\n    return Counter(words).most_common(n)\n\nif __name__ == "__main__":\n    print(top_words("notes.txt"))',
  ],
  [
    'bash',
    '# the ten most frequent words\ntr -cs "[:alnum:]" "\\n" < notes.txt \\\n  | tr "[:upper:]" "[:lower:]" \\\n  | sort | uniq -c | sort -rn | head -10',
  ],
];

function section(i) {
  const [lang, code] = CODE[i % CODE.length];
  const parts = [
    `## ${i + 1}. 第 ${i + 1} 步：${['读取文件', '统计词频', '排序输出', '处理边界情况', '测试与验证', '性能优化', '部署上线', '总结'][i % 8]}`,
    `这一步我们关注**正确性**和*可读性*。Step ${i + 1} reads the input once, keeps only what it needs and hands a small, well-defined result to the next step, so that each piece can be tested on its own. 如果输入很大，可以考虑流式读取，而不是一次读入内存。`,
    '- 先写最简单的版本，确认结果正确；\n- 再用真实数据测量，找出真正慢的地方；\n- 最后只优化测量出来的瓶颈，并保留测试。',
    `\`\`\`${lang}\n${code}\n\`\`\``,
    `Note that \`${lang === 'ts' ? 'Map' : lang === 'python' ? 'Counter' : 'sort -rn'}\` keeps the order stable enough for a report, and that the function above never mutates its input. See [the documentation](https://example.com/docs/${i}) for more.`,
  ];
  if (i % 3 === 1) {
    parts.push(
      '| 方法 | 时间复杂度 | 内存 |\n| --- | --- | --- |\n| 哈希表计数 | O(n) | O(k) |\n| 排序后计数 | O(n log n) | O(1) |\n| 流式 Top-K | O(n log k) | O(k) |',
    );
  }
  if (i % 4 === 2) {
    parts.push(
      '> 提示：先让它跑起来，再让它正确，最后才让它快。\n> Make it work, make it right, make it fast.',
    );
  }
  return parts.join('\n\n');
}

/** The answer's text: an opening, sections, a closing line that ends with `Fin.`. */
export function longAnswer(sections = 12) {
  return [
    '好的，下面分步骤说明如何统计一个文本文件中的词频，并给出 TypeScript、Python 和 Shell 三种写法。',
    ...Array.from({ length: sections }, (_, i) => section(i)),
    '希望这些步骤对你有帮助。如果你愿意，我可以继续解释任何一步的细节。Fin.',
  ].join('\n\n');
}

/** The answer cut into tokens of `tokenChars` characters (the last may be shorter). */
export function answerTokens(text, tokenChars) {
  const tokens = [];
  for (let i = 0; i < text.length; i += tokenChars) tokens.push(text.slice(i, i + tokenChars));
  return tokens;
}

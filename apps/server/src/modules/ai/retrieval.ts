import { KNOWLEDGE_PLACEHOLDER } from '@robot/contracts';

/** Okapi BM25 parameters (the usual values). */
const K1 = 1.2;
const B = 0.75;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

/**
 * The terms of a text: the words `Intl.Segmenter` finds (lower-cased), and for Chinese also every pair of
 * neighbouring Han characters, because the dictionary may cut a question and a passage differently
 * ("长江大桥" as one word in one, "长江" + "大桥" in the other) while their bigrams still meet.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  let hanRun = '';
  const flushHan = () => {
    const chars = Array.from(hanRun);
    for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
    hanRun = '';
  };
  for (const s of segmenter.segment(text.normalize('NFKC'))) {
    if (!s.isWordLike) {
      flushHan();
      continue;
    }
    const word = s.segment.toLowerCase();
    out.push(word);
    if (HAN.test(word)) hanRun += word;
    else flushHan();
  }
  flushHan();
  return out;
}

/**
 * The `k` passages that best match the question (BM25), in the order they appear in the knowledge base
 * so that the model reads them as the author wrote them. None when no term of the question occurs.
 */
export function retrievePassages(chunks: string[], question: string, k = 4): string[] {
  const queryTerms = [...new Set(terms(question))];
  if (chunks.length === 0 || queryTerms.length === 0 || k <= 0) return [];

  const docs = chunks.map((c) => {
    const tf = new Map<string, number>();
    const ts = terms(c);
    for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { tf, length: ts.length };
  });
  const avgLength = docs.reduce((n, d) => n + d.length, 0) / docs.length || 1;
  const idf = new Map<string, number>();
  for (const t of queryTerms) {
    const n = docs.reduce((count, d) => count + (d.tf.has(t) ? 1 : 0), 0);
    if (n > 0) idf.set(t, Math.log(1 + (docs.length - n + 0.5) / (n + 0.5)));
  }
  if (idf.size === 0) return [];

  const scored = docs
    .map((d, index) => {
      let score = 0;
      for (const [t, w] of idf) {
        const f = d.tf.get(t);
        if (!f) continue;
        score += (w * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLength));
      }
      return { index, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, k);
  return scored
    .map((s) => s.index)
    .sort((a, b) => a - b)
    .map((i) => chunks[i]!);
}

const NO_PASSAGES = {
  'zh-CN': '（知识库中没有找到与这个问题相关的内容。）',
  'en-US': '(The knowledge base has nothing that matches this question.)',
} as const;

const APPENDED_BLOCK = {
  'zh-CN': '以下是从知识库中检索到的与用户问题相关的资料：',
  'en-US': "Passages retrieved from the knowledge base for the user's question:",
} as const;

/**
 * The system message of a knowledge robot: its prompt with the retrieved passages where the template
 * puts `{knowledge}`, or after the prompt in a marked block when the owner removed the placeholder.
 */
export function buildSystemPrompt(
  robotPrompt: string,
  passages: string[],
  language: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  const body = passages.length > 0 ? passages.join('\n\n---\n\n') : NO_PASSAGES[language];
  if (robotPrompt.includes(KNOWLEDGE_PLACEHOLDER)) {
    // split/join rather than replace(), so that `$&` and the like in a passage stay literal
    return robotPrompt.split(KNOWLEDGE_PLACEHOLDER).join(body);
  }
  const block = `${APPENDED_BLOCK[language]}\n"""\n${body}\n"""`;
  return robotPrompt.trim() ? `${robotPrompt.trim()}\n\n${block}` : block;
}

import { terms } from './passage-terms.ts';

/** Okapi BM25 parameters (the usual values); the index uses the same. */
export const K1 = 1.2;
export const B = 0.75;

/**
 * The scorer as it was before passages were indexed (issue 12): every passage tokenised again for every
 * question. Kept only as the yardstick the index is compared with (passage-index.test.ts, the
 * knowledge bench); nothing at run time calls it.
 */
export function scanPassages(chunks: string[], question: string, k = 4): string[] {
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

import { B, K1 } from './passage-scan.ts';
import { terms } from './passage-terms.ts';

/**
 * The version of what `terms` answers and of the stored form below. A stored index of another format
 * is rebuilt from its passages the first time it is used (and stored again), so changing the
 * tokeniser needs no migration: bump this.
 */
export const INDEX_FORMAT = 1;

/**
 * A knowledge base indexed for BM25: for each term, the passages it occurs in with its count there
 * (flat pairs `[passage, count, passage, count, ...]`, passages ascending), and each passage's length
 * in terms. Searching reads only the postings of the question's terms.
 */
export interface PassageIndex {
  passages: string[];
  lengths: number[];
  postings: Map<string, number[]>;
  /** per passage: `K1 * (1 - B + B * length / average length)`, the part of BM25's denominator that
   * does not depend on the term */
  norms: Float64Array;
}

/** What is stored (JSON): the lengths and postings; the passages stay in their own rows. */
interface StoredIndex {
  lengths: number[];
  postings: Record<string, number[]>;
}

function withNorms(
  passages: string[],
  lengths: number[],
  postings: Map<string, number[]>,
): PassageIndex {
  const avgLength = lengths.reduce((n, l) => n + l, 0) / lengths.length || 1;
  const norms = new Float64Array(lengths.length);
  for (let d = 0; d < lengths.length; d += 1) {
    norms[d] = K1 * (1 - B + (B * lengths[d]!) / avgLength);
  }
  return { passages, lengths, postings, norms };
}

/** Tokenises every passage once (the cost a question paid before issue 12). */
export function buildPassageIndex(passages: string[]): PassageIndex {
  const lengths: number[] = [];
  const postings = new Map<string, number[]>();
  passages.forEach((text, d) => {
    const tf = new Map<string, number>();
    const ts = terms(text);
    for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
    lengths.push(ts.length);
    for (const [t, f] of tf) {
      const list = postings.get(t);
      if (list) list.push(d, f);
      else postings.set(t, [d, f]);
    }
  });
  return withNorms(passages, lengths, postings);
}

/** The stored form of an index (its passages are not part of it). */
export function serializePassageIndex(index: PassageIndex): string {
  const stored: StoredIndex = {
    lengths: index.lengths,
    postings: Object.fromEntries(index.postings),
  };
  return JSON.stringify(stored);
}

/**
 * An index read back with its passages; undefined when the stored form does not fit them (another
 * number of passages, or unreadable), in which case the caller builds it again.
 */
export function parsePassageIndex(body: string, passages: string[]): PassageIndex | undefined {
  let stored: StoredIndex;
  try {
    stored = JSON.parse(body) as StoredIndex;
  } catch {
    return undefined;
  }
  if (!Array.isArray(stored?.lengths) || stored.lengths.length !== passages.length)
    return undefined;
  if (typeof stored.postings !== 'object' || stored.postings === null) return undefined;
  return withNorms(passages, stored.lengths, new Map(Object.entries(stored.postings)));
}

/** How much a term of an earlier question counts against one of the question itself. */
export const EARLIER_WEIGHT = 0.5;
/** How many earlier questions of the conversation are read (the most recent ones). */
export const EARLIER_QUESTIONS = 3;

/**
 * The weighted terms of a question asked in a conversation: its own terms count 1; the terms of the
 * earlier questions (oldest first in `earlier`) count EARLIER_WEIGHT for the previous question, half
 * that for the one before, and so on, so that "and what about the refund form there?" still finds the
 * place the previous question named, while the question's own words decide first. A term keeps the
 * highest weight it gets. Without earlier questions, every term weighs 1: the plain BM25 of one question.
 */
export function queryWeights(
  question: string,
  earlier: readonly string[] = [],
): Map<string, number> {
  const weights = new Map<string, number>();
  for (const t of terms(question)) if (!weights.has(t)) weights.set(t, 1);
  let weight = EARLIER_WEIGHT;
  for (const q of earlier.slice(-EARLIER_QUESTIONS).reverse()) {
    for (const t of terms(q)) if (!weights.has(t)) weights.set(t, weight);
    weight /= 2;
  }
  return weights;
}

/**
 * The `k` passages that best match the weighted terms (BM25, each term's idf times its weight), in the
 * order they appear in the knowledge base so that the model reads them as the author wrote them. None
 * when no term occurs. With weights of 1 it answers what `scanPassages` answers, score for score.
 */
export function searchPassageIndex(
  index: PassageIndex,
  weights: Map<string, number>,
  k = 4,
): string[] {
  const docCount = index.lengths.length;
  if (docCount === 0 || weights.size === 0 || k <= 0) return [];
  const scores = new Float64Array(docCount);
  const touched: number[] = [];
  for (const [t, weight] of weights) {
    const list = index.postings.get(t);
    if (!list) continue;
    const n = list.length / 2;
    const idf = Math.log(1 + (docCount - n + 0.5) / (n + 0.5));
    const w = idf * weight;
    for (let i = 0; i < list.length; i += 2) {
      const d = list[i]!;
      const f = list[i + 1]!;
      if (scores[d] === 0) touched.push(d);
      scores[d] = scores[d]! + (w * f * (K1 + 1)) / (f + index.norms[d]!);
    }
  }
  return touched
    .filter((d) => scores[d]! > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, k)
    .sort((a, b) => a - b)
    .map((d) => index.passages[d]!);
}

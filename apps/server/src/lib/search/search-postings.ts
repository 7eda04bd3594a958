/**
 * The postings of the in-memory search (search-index.ts): which slots hold a gram, kept as
 * ascending lists or bitsets, and the set operations a query runs on them.
 */

/**
 * Postings of one gram. The slots from the last build are kept either as an ascending list (`base`,
 * when few entries hold the gram) or as a bitset over every built slot (`bits`, when at least one in
 * 32 does: then the bitset is the smaller of the two, and intersecting bitsets is a word-wise AND).
 * `extra` holds the slots added since the build, all above the built ones, ascending.
 */
export interface Posting {
  base?: Int32Array;
  bits?: Uint32Array;
  /** how many built slots hold the gram */
  built: number;
  extra?: number[];
}

const SPACE = /\s/;

/**
 * The grams of lib/search-grams.ts (every non-space character and pair of adjacent ones), called per
 * occurrence, without building a set, since building the index visits millions of them.
 */
export function eachGram(text: string, fn: (gram: string) => void): void {
  let prev = '';
  for (const ch of text) {
    if (SPACE.test(ch)) {
      prev = '';
      continue;
    }
    fn(ch);
    if (prev) fn(prev + ch);
    prev = ch;
  }
}

/** The slots of a list posting (no `bits`) as one ascending list (extras are all above the base). */
export function slotsOf(p: Posting): ArrayLike<number> {
  if (!p.extra || p.extra.length === 0) return p.base ?? [];
  if (!p.base || p.base.length === 0) return p.extra;
  const all = new Int32Array(p.base.length + p.extra.length);
  all.set(p.base);
  all.set(p.extra, p.base.length);
  return all;
}

/**
 * The slots of `cands` also in `list`, both ascending: each is looked for by galloping forward
 * from where the last one was found, so a few candidates cost little against a long list.
 */
export function intersect(cands: ArrayLike<number>, list: ArrayLike<number>): number[] {
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i < cands.length && j < list.length; i += 1) {
    const x = cands[i]!;
    if (list[j]! < x) {
      let step = 1;
      let lo = j;
      while (j + step < list.length && list[j + step]! < x) {
        lo = j + step;
        step *= 2;
      }
      let hi = Math.min(j + step, list.length - 1);
      // list[lo] < x <= list[hi] (or hi is the end): the first index not below x
      while (lo + 1 < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid]! < x) lo = mid;
        else hi = mid;
      }
      j = list[hi]! < x ? list.length : hi;
    }
    if (j < list.length && list[j] === x) out.push(x);
  }
  return out;
}

export const sizeOf = (p: Posting): number => p.built + (p.extra?.length ?? 0);

/** Whether an ascending list holds `x` (binary search). */
export function holds(list: ArrayLike<number>, x: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === x) return true;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Whether a bitset posting holds `slot`. */
export const bitHolds = (p: Posting, slot: number, built: number): boolean =>
  slot < built ? (p.bits![slot >>> 5]! & (1 << (slot & 31))) !== 0 : holds(p.extra ?? [], slot);

/** Whether any posting (list or bitset) holds `slot`. */
export const postingHolds = (p: Posting, slot: number, built: number): boolean =>
  p.bits ? bitHolds(p, slot, built) : holds(p.base ?? [], slot) || holds(p.extra ?? [], slot);

/**
 * Finding the entries of a keyword query in the postings (search-index.ts): the slots holding every
 * gram of every word (and the category), live, whose text holds each word longer than a gram.
 */
import { bitHolds, intersect, sizeOf, slotsOf, type Posting } from './search-postings.ts';

/**
 * The live slots of a query: an ascending list when few, or a bitset over every slot when at least
 * one slot in 32 matches (then it is the smaller of the two, and a page is found by walking the
 * sort's order, sorted-slots.ts `firstInOrder`).
 */
export interface Matches {
  count: number;
  list?: Int32Array;
  bits?: Uint32Array;
}

export const NO_MATCHES: Matches = { count: 0, list: new Int32Array(0) };

/** What the search needs of the index's postings. */
export interface MatchSource {
  /** the postings of the terms' grams and of the category, in any order */
  postings: Posting[];
  /** words longer than a gram (their postings only narrow: `includes` confirms) */
  confirm: string[];
  /** a bit per slot, set while the slot holds a live entry */
  live: Uint32Array;
  /** slots covered by the postings' bitsets (slots added after have their own lists) */
  built: number;
  /** slots in all */
  capacity: number;
  /** whether a slot's text holds every `confirm` word (search-texts.ts `holdsAll`) */
  holdsWords(slot: number): boolean;
}

const isLive = (live: Uint32Array, s: number) => (live[s >>> 5]! & (1 << (s & 31))) !== 0;

/** Whether every bitset posting holds the slot (a plain loop: it runs per candidate). */
function inAll(dense: Posting[], slot: number, built: number): boolean {
  for (let k = 0; k < dense.length; k += 1) if (!bitHolds(dense[k]!, slot, built)) return false;
  return true;
}

/** Bits set in a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Lists present: intersected smallest first, each candidate tested against the bitsets and
 * confirmed. Only bitsets: ANDed word by word with the live slots, then confirmed bit by bit.
 */
export function findMatches(src: MatchSource): Matches {
  const lists: Posting[] = [];
  const dense: Posting[] = [];
  for (const p of src.postings) {
    if (sizeOf(p) === 0) return NO_MATCHES;
    (p.bits ? dense : lists).push(p);
  }
  if (lists.length > 0) {
    lists.sort((a, b) => sizeOf(a) - sizeOf(b));
    let cands = slotsOf(lists[0]!);
    for (let k = 1; k < lists.length && cands.length > 0; k += 1) {
      cands = intersect(cands, slotsOf(lists[k]!));
    }
    const confirm = src.confirm.length > 0;
    const out: number[] = [];
    for (let i = 0; i < cands.length; i += 1) {
      const slot = cands[i]!;
      if (!isLive(src.live, slot)) continue;
      if (inAll(dense, slot, src.built) && (!confirm || src.holdsWords(slot))) out.push(slot);
    }
    return out.length === 0 ? NO_MATCHES : { count: out.length, list: Int32Array.from(out) };
  }
  return fromBits(andBits(src, dense), src);
}

/** The live slots held by every bitset posting, as a bitset over every slot. */
function andBits(src: MatchSource, dense: Posting[]): Uint32Array {
  const acc = new Uint32Array(Math.ceil(src.capacity / 32));
  // Slots from `built` on are not in the bitsets (their bits there are 0): the extras below add them.
  const words = Math.ceil(src.built / 32);
  const first = dense[0]!.bits!;
  acc.set(first.subarray(0, words));
  for (let k = 1; k < dense.length; k += 1) {
    const bits = dense[k]!.bits!;
    for (let w = 0; w < words; w += 1) acc[w]! &= bits[w]!;
  }
  for (let w = 0; w < words; w += 1) acc[w]! &= src.live[w]!;
  for (const slot of dense[0]!.extra ?? []) {
    if (isLive(src.live, slot) && dense.every((p) => bitHolds(p, slot, src.built))) {
      acc[slot >>> 5]! |= 1 << (slot & 31);
    }
  }
  return acc;
}

/** Confirms the longer words bit by bit, counts, and keeps the bitset or turns it into a list. */
function fromBits(acc: Uint32Array, src: MatchSource): Matches {
  let count = 0;
  if (src.confirm.length > 0) {
    for (let w = 0; w < acc.length; w += 1) {
      let word = acc[w]!;
      let keep = word;
      while (word !== 0) {
        const low = word & -word;
        const slot = w * 32 + 31 - Math.clz32(low);
        if (src.holdsWords(slot)) count += 1;
        else keep ^= low;
        word ^= low;
      }
      acc[w] = keep;
    }
  } else {
    for (let w = 0; w < acc.length; w += 1) if (acc[w] !== 0) count += popcount(acc[w]!);
  }
  if (count === 0) return NO_MATCHES;
  if (count * 32 >= src.capacity) return { count, bits: acc };
  const list = new Int32Array(count);
  let n = 0;
  for (let w = 0; w < acc.length; w += 1) {
    let word = acc[w]!;
    while (word !== 0) {
      const low = word & -word;
      list[n++] = w * 32 + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return { count, list };
}

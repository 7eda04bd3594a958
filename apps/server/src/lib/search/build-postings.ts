import { eachGram, type Posting } from './search-postings.ts';

/** What postings are built from besides the text: an entry's categories (null: a dead slot). */
export interface PostingSource {
  categories: readonly number[];
}

export interface BuiltPostings {
  grams: Map<string, Posting>;
  categories: Map<number, Posting>;
  /** a bit per slot, set for the live ones, with room to grow */
  live: Uint32Array;
}

type Count = { n: number; last: number; arr?: Int32Array; bits?: Uint32Array };

/**
 * Postings of every live slot (search-index.ts) as typed arrays, lists or bitsets, whichever is
 * smaller (a bitset once one slot in 32 holds the key): counted first, then filled, so nothing
 * grows. Categories get postings of their own, so a category filter is one more posting to
 * intersect.
 */
export function buildPostings(
  entries: readonly (PostingSource | null)[],
  textOf: (slot: number) => string,
): BuiltPostings {
  const grams = new Map<string, Count>();
  const categories = new Map<number, Count>();
  let slot = 0;
  let counting = true;
  const visit = <K>(map: Map<K, Count>) => {
    return (key: K) => {
      const c = map.get(key);
      if (counting) {
        if (!c) map.set(key, { n: 1, last: slot });
        else if (c.last !== slot) {
          c.n += 1;
          c.last = slot;
        }
        return;
      }
      if (c!.last === slot) return;
      c!.last = slot;
      if (c!.bits) c!.bits[slot >>> 5]! |= 1 << (slot & 31);
      else c!.arr![c!.n++] = slot;
    };
  };
  const onGram = visit(grams);
  const onCategory = visit(categories);
  const pass = () => {
    for (slot = 0; slot < entries.length; slot += 1) {
      const e = entries[slot];
      if (!e) continue;
      eachGram(textOf(slot), onGram);
      for (const c of e.categories) onCategory(c);
    }
  };
  pass();
  const words = Math.ceil(entries.length / 32);
  const allocate = <K>(counts: Map<K, Count>) => {
    const out = new Map<K, Posting>();
    for (const [key, c] of counts) {
      if (c.n * 32 >= entries.length) {
        c.bits = new Uint32Array(words);
        out.set(key, { bits: c.bits, built: c.n });
      } else {
        c.arr = new Int32Array(c.n);
        out.set(key, { base: c.arr, built: c.n });
      }
      c.n = 0;
      c.last = -1;
    }
    return out;
  };
  const built = { grams: allocate(grams), categories: allocate(categories) };
  counting = false;
  pass();
  const live = new Uint32Array(Math.max(64, words * 2));
  for (let s = 0; s < entries.length; s += 1) if (entries[s]) live[s >>> 5]! |= 1 << (s & 31);
  return { ...built, live };
}

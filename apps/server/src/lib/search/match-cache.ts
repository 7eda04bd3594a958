/** Match lists kept for repeated queries until the next change to what is indexed. */
const MAX_ENTRIES = 256;
const MAX_SLOTS = 2_000_000;

/**
 * The confirmed matches of recent keyword queries (search-index.ts), least recently used dropped
 * first, bounded both in queries and in slots held in all.
 */
export class MatchCache {
  private lists = new Map<string, ArrayLike<number>>();
  private slots = 0;

  get(key: string): ArrayLike<number> | undefined {
    const hit = this.lists.get(key);
    if (hit) {
      // most recently used last
      this.lists.delete(key);
      this.lists.set(key, hit);
    }
    return hit;
  }

  set(key: string, found: ArrayLike<number>): void {
    this.lists.set(key, found);
    this.slots += found.length;
    for (const [oldKey, old] of this.lists) {
      if (this.lists.size <= MAX_ENTRIES && this.slots <= MAX_SLOTS) break;
      this.lists.delete(oldKey);
      this.slots -= old.length;
    }
  }

  clear(): void {
    this.lists.clear();
    this.slots = 0;
  }
}

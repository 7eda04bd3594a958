import type { Matches } from './search-matches.ts';

/** Match sets kept for repeated queries until the next change to what is indexed. */
const MAX_ENTRIES = 256;
/**
 * Bytes of match sets in all. A set is a list of 4 bytes per match or a bitset of one bit per entry,
 * whichever is smaller, so none passes 4 bytes per 32 entries: 125 kB at 1,000,000 entries.
 */
const MAX_BYTES = 32 * 1024 * 1024;

const bytesOf = (m: Matches): number => (m.bits ?? m.list)?.byteLength ?? 0;

/**
 * The confirmed matches of recent keyword queries (search-index.ts), least recently used dropped
 * first, bounded both in queries and in bytes held in all.
 */
export class MatchCache {
  private sets = new Map<string, Matches>();
  private bytes = 0;

  get(key: string): Matches | undefined {
    const hit = this.sets.get(key);
    if (hit) {
      // most recently used last
      this.sets.delete(key);
      this.sets.set(key, hit);
    }
    return hit;
  }

  set(key: string, found: Matches): void {
    this.sets.set(key, found);
    this.bytes += bytesOf(found);
    for (const [oldKey, old] of this.sets) {
      if (this.sets.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.sets.delete(oldKey);
      this.bytes -= bytesOf(old);
    }
  }

  clear(): void {
    this.sets.clear();
    this.bytes = 0;
  }
}

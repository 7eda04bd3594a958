import { LRUCache } from 'lru-cache';

/** How long a finished answer may be reused; a change to any public robot drops it sooner. */
const TTL_MS = 3000;
const MAX_ENTRIES = 200;
/** Bytes of cached answers at most (a page of 100 robots is ~60 kB). */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Finished JSON answers for visitors (no caller), kept as UTF-8 bytes so that the square's most asked
 * pages are sent as they are, without searching, reading the page, serializing or encoding again. An
 * answer is reused only while the search index's version is the one it was made at (this process's
 * writes move it at once) and for at most a few seconds (the time other server instances' writes may
 * stay unseen anyway). When full, the least recently asked page goes (lru-cache), so a flood of odd
 * queries cannot empty the cache of the popular ones.
 */
export function createVisitorPageCache(now: () => number = () => performance.now()) {
  const pages = new LRUCache<string, { version: number; json: Buffer }>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.json.length),
    ttl: TTL_MS,
    ttlResolution: 0,
    perf: { now },
  });
  return {
    get(key: string, version: number): Buffer | undefined {
      const hit = pages.get(key);
      if (!hit) return undefined;
      if (hit.version === version) return hit.json;
      pages.delete(key);
      return undefined;
    },
    set(key: string, version: number, json: Buffer): void {
      pages.set(key, { version, json });
    },
  };
}

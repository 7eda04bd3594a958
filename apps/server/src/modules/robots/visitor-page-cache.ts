/** How long a finished answer may be reused; a change to any public robot drops it sooner. */
const TTL_MS = 3000;
const MAX_ENTRIES = 200;

/**
 * Finished JSON answers for visitors (no caller), kept as UTF-8 bytes so that the square's most asked
 * pages are sent as they are, without searching, reading the page, serializing or encoding again. An
 * answer is reused only while the search index's version is the one it was made at (this process's
 * writes move it at once) and for at most a few seconds (the time other server instances' writes may
 * stay unseen anyway).
 */
export function createVisitorPageCache(now: () => number = Date.now) {
  const pages = new Map<string, { at: number; version: number; json: Buffer }>();
  return {
    get(key: string, version: number): Buffer | undefined {
      const hit = pages.get(key);
      if (!hit) return undefined;
      if (hit.version === version && now() - hit.at < TTL_MS) return hit.json;
      pages.delete(key);
      return undefined;
    },
    set(key: string, version: number, json: Buffer): void {
      if (pages.size >= MAX_ENTRIES) pages.clear();
      pages.set(key, { at: now(), version, json });
    },
  };
}

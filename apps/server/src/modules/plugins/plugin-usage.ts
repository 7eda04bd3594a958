const HOUR_MS = 3_600_000;
const HOURS = 24;

/**
 * Tool calls and failures per plugin over the last 24 hours, in hourly buckets, in this process's
 * memory: each instance counts its own calls, and a restart starts again from zero. That is enough
 * for the admin's "is this plugin used, is it failing" and costs no write per call.
 */
export function createPluginUsage(now: () => number = Date.now) {
  const buckets = new Map<string, { hour: number; calls: number; errors: number }[]>();

  return {
    record(id: string, failed: boolean): void {
      const hour = Math.floor(now() / HOUR_MS);
      const list = buckets.get(id) ?? [];
      let bucket = list.at(-1);
      if (bucket?.hour !== hour) {
        bucket = { hour, calls: 0, errors: 0 };
        list.push(bucket);
      }
      bucket.calls += 1;
      if (failed) bucket.errors += 1;
      while (list.length > 0 && list[0]!.hour <= hour - HOURS) list.shift();
      buckets.set(id, list);
    },

    /** calls and failures in the 24 hours up to now (this hour's and the 23 before) */
    last24h(id: string): { calls: number; errors: number } {
      const hour = Math.floor(now() / HOUR_MS);
      let calls = 0;
      let errors = 0;
      for (const b of buckets.get(id) ?? []) {
        if (b.hour > hour - HOURS) {
          calls += b.calls;
          errors += b.errors;
        }
      }
      return { calls, errors };
    },
  };
}

export type PluginUsage = ReturnType<typeof createPluginUsage>;

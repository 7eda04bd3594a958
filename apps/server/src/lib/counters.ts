import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * Fixed-window counters for rate limits and caps (login failures, SMS per phone, ...). In process for the
 * single-instance default; in Redis when REDIS_URL is set, so every instance shares them.
 */
export interface CounterStore {
  /** Adds one to `key`; the window starts at the first hit. Answers the count after this hit. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, e] of entries) if (e.resetAt <= t) entries.delete(k);
  }, 60_000);
  sweep.unref();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async hit(key, windowSeconds) {
      let e = live(key);
      if (!e) {
        e = { count: 0, resetAt: now() + windowSeconds * 1000 };
        entries.set(key, e);
      }
      e.count += 1;
      return { count: e.count, resetInSeconds: Math.ceil((e.resetAt - now()) / 1000) };
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

export function createRedisCounterStore(redis: Redis, prefix = 'rs:cnt:'): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      let resetMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowSeconds * 1000);
        resetMs = windowSeconds * 1000;
      }
      return { count, resetInSeconds: Math.ceil(resetMs / 1000) };
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export async function createCounterStore(config: Config): Promise<CounterStore> {
  if (!config.REDIS_URL) return createMemoryCounterStore();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  return createRedisCounterStore(redis);
}

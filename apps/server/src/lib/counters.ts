import { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits and caps (login attempts, SMS per phone, sign-ups, ...). In
 * process for the single-instance default; in Redis when REDIS_URL is set, so every instance shares
 * them. A hit is one atomic step in both stores: parallel hits each get their own count, and a key
 * never exists without its expiry (docs/decisions/007-rate-limits.md).
 */
export interface CounterStore {
  /** Adds one to `key`; the window starts at the first hit. Answers the count after this hit. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  get(key: string): Promise<number>;
  /** Takes one hit back (never below zero, the window unchanged): a try that turned out fine. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Frees what the store holds (timers); a Redis connection stays with whoever created it. */
  close(): Promise<void>;
}

/**
 * The in-process store holds at most `maxKeys` counters (COUNTERS_MEMORY_MAX_KEYS). Keys are made per
 * client address, phone and item, so many addresses could otherwise grow it for a whole window (a day
 * for SMS); past the cap the oldest key goes first (a Map keeps insertion order, so that costs no
 * scan). That only loosens the oldest window of some limit, never blocks anyone, and the memory stays
 * bounded (~250 bytes a key). Redis bounds its own memory (`maxmemory`).
 */
export function createMemoryCounterStore(
  now: () => number = Date.now,
  maxKeys = 200_000,
): CounterStore {
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
    // no await between the read and the write: atomic on the one event loop
    async hit(key, windowSeconds) {
      let e = live(key);
      if (!e) {
        if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
        e = { count: 0, resetAt: now() + windowSeconds * 1000 };
        entries.set(key, e);
      }
      e.count += 1;
      return { count: e.count, resetInSeconds: Math.ceil((e.resetAt - now()) / 1000) };
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async undo(key) {
      const e = live(key);
      if (e && e.count > 0) e.count -= 1;
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

/**
 * INCR and the expiry in one script, so Redis runs them as one step: no other client sees the key
 * between them, and a key found without an expiry (left by an older version whose separate PEXPIRE
 * failed) gets one now instead of counting forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR keeps the key's expiry; a key that is gone (window over) stays gone. */
const UNDO_SCRIPT = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

type CounterRedis = Redis & {
  rsCounterHit(key: string, windowMs: number): Promise<[number, number]>;
  rsCounterUndo(key: string): Promise<number>;
};

export function createRedisCounterStore(redis: Redis, prefix = 'rs:cnt:'): CounterStore {
  const r = redis as CounterRedis;
  // EVALSHA with a fallback to EVAL, handled by ioredis; defining it twice is harmless
  if (typeof r.rsCounterHit !== 'function') {
    redis.defineCommand('rsCounterHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('rsCounterUndo', { numberOfKeys: 1, lua: UNDO_SCRIPT });
  }
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = await r.rsCounterHit(prefix + key, windowSeconds * 1000);
      return { count: Number(count), resetInSeconds: Math.ceil(Number(ttl) / 1000) };
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async undo(key) {
      await r.rsCounterUndo(prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      // the connection is the server's (one client for everything): it closes it on shutdown
    },
  };
}

/**
 * The server's one Redis connection (counters, the rate-limit plugin), made once at start-up and
 * closed by the app on shutdown. Connects before answering, so a wrong REDIS_URL stops the start.
 */
export async function createRedisClient(
  url: string,
  onError: (err: unknown) => void,
): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 2,
    lazyConnect: true,
  });
  // ioredis reconnects by itself; without a listener an outage would be an unhandled 'error' event.
  redis.on('error', onError);
  await redis.connect();
  return redis;
}

/** Shared counters in Redis when the server has a connection, else in this process. */
export const createCounterStore = (
  redis: Redis | undefined,
  memoryMaxKeys?: number,
): CounterStore =>
  redis ? createRedisCounterStore(redis) : createMemoryCounterStore(Date.now, memoryMaxKeys);

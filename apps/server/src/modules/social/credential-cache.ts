import type { Redis } from 'ioredis';

/**
 * Where the access token and the jsapi ticket are kept until shortly before they expire: in Redis when
 * the server has one (every instance then uses the same token: WeChat allows 2,000 token fetches a day
 * and each new token retires the previous one within minutes), else in this process.
 */
export interface CredentialCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Claims `key` for `ttlMs` (SET NX PX): true for the one caller that should fetch; the others wait
   * for what it stores. In one process the in-flight promise already does this, so memory says true.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

export function createMemoryCredentialCache(now: () => number = Date.now): CredentialCache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
    async claim() {
      return true;
    },
  };
}

/**
 * Redis keeps each value with its expiry (`SET .. EX`). A Redis failure is a cache miss, reported
 * through `onError`: WeChat is asked directly instead.
 */
export function createRedisCredentialCache(
  redis: Redis,
  onError: (err: unknown) => void,
): CredentialCache {
  return {
    async get(key) {
      try {
        return (await redis.get(key)) ?? undefined;
      } catch (err) {
        onError(err);
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(key, value, 'EX', ttlSeconds);
      } catch (err) {
        onError(err);
      }
    },
    async delete(key) {
      try {
        await redis.del(key);
      } catch (err) {
        onError(err);
      }
    },
    async claim(key, ttlMs) {
      try {
        return (await redis.set(key, '1', 'PX', ttlMs, 'NX')) === 'OK';
      } catch (err) {
        onError(err);
        return true;
      }
    },
  };
}

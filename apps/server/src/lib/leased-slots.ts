import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * At most `max` things at once per key (a user's running chat answers), counted for every instance
 * together when they share Redis. A slot in Redis is a lease: the instance holding it renews it while
 * the thing runs, so a slot of an instance that died (kill -9, a lost machine) frees itself when its
 * lease runs out instead of blocking the user for good. In process, a plain count does, as before
 * (docs/decisions/023-scale-nginx-shared-stream-cap.md).
 */
export interface SlotStore {
  /** A slot of `key`, or null when `max` are taken. */
  take(key: string, max: number): Promise<HeldSlot | null>;
}

export interface HeldSlot {
  /** Gives the slot back; once is enough, twice is harmless. */
  release(): void;
}

export function createMemorySlotStore(): SlotStore {
  const running = new Map<string, number>();
  return {
    async take(key, max) {
      const now = running.get(key) ?? 0;
      if (now >= max) return null;
      running.set(key, now + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (running.get(key) ?? 1) - 1;
          if (left <= 0) running.delete(key);
          else running.set(key, left);
        },
      };
    },
  };
}

/**
 * One sorted set per key: members are slot ids, scores the time their lease ends (Redis's own clock,
 * so the instances' clocks do not matter). Taking drops ended leases, counts, and adds in one script.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** Extends a lease that is still held (XX: a lease already dropped is not brought back). */
const RENEW_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 1
`;

type SlotRedis = Redis & {
  rsSlotTake(key: string, max: number, leaseMs: number, id: string): Promise<number>;
  rsSlotRenew(key: string, leaseMs: number, id: string): Promise<number>;
};

export interface RedisSlotOptions {
  prefix?: string;
  /** how long a slot outlives its holder's last renewal */
  leaseMs?: number;
  /** how often a held slot is renewed (well under leaseMs) */
  renewMs?: number;
  onError?: (err: unknown) => void;
}

export function createRedisSlotStore(redis: Redis, opts: RedisSlotOptions = {}): SlotStore {
  const prefix = opts.prefix ?? 'rs:slots:';
  const leaseMs = opts.leaseMs ?? 60_000;
  const renewMs = opts.renewMs ?? Math.floor(leaseMs / 3);
  const onError = opts.onError ?? (() => {});
  const r = redis as SlotRedis;
  if (typeof r.rsSlotTake !== 'function') {
    redis.defineCommand('rsSlotTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    redis.defineCommand('rsSlotRenew', { numberOfKeys: 1, lua: RENEW_SCRIPT });
  }
  return {
    async take(key, max) {
      const id = randomUUID();
      const full = prefix + key;
      if ((await r.rsSlotTake(full, max, leaseMs, id)) !== 1) return null;
      const renew = setInterval(() => {
        r.rsSlotRenew(full, leaseMs, id).catch(onError);
      }, renewMs);
      renew.unref();
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          clearInterval(renew);
          // A release lost to a Redis hiccup costs the user the slot until the lease ends, no more.
          redis.zrem(full, id).catch(onError);
        },
      };
    },
  };
}

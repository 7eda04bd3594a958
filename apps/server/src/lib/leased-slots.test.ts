import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySlotStore, createRedisSlotStore, type SlotStore } from './leased-slots.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** What both stores do for one instance. */
function sharedContract(store: () => SlotStore) {
  it('hands out up to max slots per key, then none until one is released', async () => {
    const s = store();
    const one = await s.take('u1', 2);
    const two = await s.take('u1', 2);
    expect(one).not.toBeNull();
    expect(two).not.toBeNull();
    expect(await s.take('u1', 2)).toBeNull();
    expect(await s.take('u2', 2)).not.toBeNull();
    one!.release();
    one!.release();
    const three = await s.take('u1', 2);
    expect(three).not.toBeNull();
    expect(await s.take('u1', 2)).toBeNull();
    two!.release();
    three!.release();
  });
}

describe('memory slot store', () => {
  sharedContract(createMemorySlotStore);
});

describe('redis slot store', () => {
  const prefix = `rs:test:slots:${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let n = 0;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  sharedContract(() => createRedisSlotStore(redis, { prefix: `${prefix}${(n += 1)}:` }));

  it('counts the slots of every instance together', async () => {
    const p = `${prefix}shared:`;
    const a = createRedisSlotStore(redis, { prefix: p });
    const b = createRedisSlotStore(redis, { prefix: p });
    const held = await Promise.all([a.take('u', 3), b.take('u', 3), a.take('u', 3)]);
    expect(held.every(Boolean)).toBe(true);
    expect(await b.take('u', 3)).toBeNull();
    expect(await a.take('u', 3)).toBeNull();
    held[0]!.release();
    // the release is sent without waiting: the next take may race it once
    await redis.ping();
    const again = await b.take('u', 3);
    expect(again).not.toBeNull();
    for (const h of [...held.slice(1), again]) h!.release();
  });

  it('lets parallel takers past the cap never more than max', async () => {
    const s = createRedisSlotStore(redis, { prefix: `${prefix}race:` });
    const got = await Promise.all(Array.from({ length: 20 }, () => s.take('u', 4)));
    expect(got.filter(Boolean)).toHaveLength(4);
    for (const h of got) h?.release();
  });

  it('frees the slot of a holder that stopped renewing (a dead instance) when its lease ends', async () => {
    const p = `${prefix}lease:`;
    // renewMs far past the lease: as if the holder's process had died right after taking it
    const dead = createRedisSlotStore(redis, { prefix: p, leaseMs: 150, renewMs: 3_600_000 });
    const alive = createRedisSlotStore(redis, { prefix: p, leaseMs: 150 });
    expect(await dead.take('u', 1)).not.toBeNull();
    expect(await alive.take('u', 1)).toBeNull();
    let taken = null;
    for (let i = 0; i < 50 && !taken; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      taken = await alive.take('u', 1);
    }
    expect(taken).not.toBeNull();
    taken!.release();
  });

  it('keeps a slot whose holder renews it past its first lease', async () => {
    const s = createRedisSlotStore(redis, { prefix: `${prefix}renew:`, leaseMs: 300, renewMs: 50 });
    const held = await s.take('u', 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await s.take('u', 1)).toBeNull();
    held!.release();
  });
});

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from './counters.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** The behaviour both stores must share. */
function sharedContract(store: () => CounterStore) {
  it('counts hits within a window and answers the time left', async () => {
    const s = store();
    expect(await s.get('a')).toBe(0);
    expect(await s.hit('a', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    const second = await s.hit('a', 60);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBeGreaterThan(0);
    expect(second.resetInSeconds).toBeLessThanOrEqual(60);
    expect(await s.get('a')).toBe(2);
  });

  it('keeps keys apart and resets one key only', async () => {
    const s = store();
    await s.hit('x', 60);
    await s.hit('y', 60);
    await s.hit('y', 60);
    await s.reset('y');
    expect(await s.get('y')).toBe(0);
    expect(await s.get('x')).toBe(1);
    expect((await s.hit('y', 60)).count).toBe(1);
  });

  it('takes a hit back, never below zero, and keeps the window', async () => {
    const s = store();
    await s.hit('u', 60);
    await s.hit('u', 60);
    await s.undo('u');
    expect(await s.get('u')).toBe(1);
    await s.undo('u');
    await s.undo('u');
    expect(await s.get('u')).toBe(0);
    await s.undo('never');
    expect(await s.get('never')).toBe(0);
    const next = await s.hit('u', 600);
    expect(next.count).toBe(1);
    expect(next.resetInSeconds).toBeLessThanOrEqual(60);
  });

  it('counts parallel hits exactly', async () => {
    const s = store();
    const results = await Promise.all(Array.from({ length: 20 }, () => s.hit('p', 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
}

describe('memory counter store', () => {
  const stores: CounterStore[] = [];
  afterAll(async () => {
    for (const s of stores) await s.close();
  });
  sharedContract(() => {
    const s = createMemoryCounterStore();
    stores.push(s);
    return s;
  });

  it('starts a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const s = createMemoryCounterStore(() => now);
    stores.push(s);
    await s.hit('w', 10);
    await s.hit('w', 10);
    now += 9_000;
    expect(await s.get('w')).toBe(2);
    now += 1_000;
    expect(await s.get('w')).toBe(0);
    expect(await s.hit('w', 10)).toEqual({ count: 1, resetInSeconds: 10 });
  });

  it('holds at most maxKeys counters, dropping the oldest key first', async () => {
    const s = createMemoryCounterStore(Date.now, 3);
    stores.push(s);
    for (const k of ['a', 'b', 'c']) await s.hit(k, 60);
    await s.hit('a', 60); // a count, not a new key: nothing goes
    expect([await s.get('a'), await s.get('b'), await s.get('c')]).toEqual([2, 1, 1]);
    await s.hit('d', 60);
    expect([await s.get('a'), await s.get('b'), await s.get('d')]).toEqual([0, 1, 1]);
    for (let i = 0; i < 1000; i += 1) await s.hit(`flood:${i}`, 60);
    expect(await s.get('b')).toBe(0);
    expect(await s.get('flood:999')).toBe(1);
    expect(await s.get('flood:996')).toBe(0);
  });
});

describe('redis counter store', () => {
  const prefix = `rs:test:${randomBytes(6).toString('hex')}:`;
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

  // every test gets its own key space under this run's prefix; close() is not called on these
  // stores because it would quit the shared connection
  sharedContract(() => createRedisCounterStore(redis, `${prefix}${(n += 1)}:`));

  it('sets the expiry in Redis on the first hit only', async () => {
    const s = createRedisCounterStore(redis, `${prefix}ttl:`);
    await s.hit('k', 30);
    const ttl = await redis.pttl(`${prefix}ttl:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
    await s.hit('k', 300);
    expect(await redis.pttl(`${prefix}ttl:k`)).toBeLessThanOrEqual(30_000);
  });

  it('starts a new window once the key has expired', async () => {
    const s = createRedisCounterStore(redis, `${prefix}exp:`);
    await s.hit('k', 60);
    await s.hit('k', 60);
    // expire it now instead of waiting for the window
    await redis.pexpire(`${prefix}exp:k`, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await s.get('k')).toBe(0);
    expect((await s.hit('k', 60)).count).toBe(1);
  });

  it('gives a key found without an expiry one on the next hit (no lock for good)', async () => {
    const s = createRedisCounterStore(redis, `${prefix}nottl:`);
    // what an older version left when its separate PEXPIRE failed after the INCR
    await redis.set(`${prefix}nottl:k`, '7');
    expect(await redis.pttl(`${prefix}nottl:k`)).toBe(-1);
    const hit = await s.hit('k', 30);
    expect(hit.count).toBe(8);
    expect(hit.resetInSeconds).toBe(30);
    const ttl = await redis.pttl(`${prefix}nottl:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('never leaves a counted key without an expiry, even under parallel first hits', async () => {
    const stores = Array.from({ length: 5 }, () => createRedisCounterStore(redis, `${prefix}par:`));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => stores[i % stores.length]!.hit(`k${i % 5}`, 60)),
    );
    for (let k = 0; k < 5; k += 1) {
      expect(await redis.get(`${prefix}par:k${k}`)).toBe('10');
      expect(await redis.pttl(`${prefix}par:k${k}`)).toBeGreaterThan(0);
    }
  });

  it('close() leaves the shared connection open: the server closes it', async () => {
    const own = new Redis(REDIS_URL, { lazyConnect: true });
    await own.connect();
    const s = createRedisCounterStore(own, `${prefix}close:`);
    await s.hit('k', 60);
    await s.close();
    expect(own.status).toBe('ready');
    await own.quit();
    if (own.status !== 'end') await once(own, 'end');
  });
});

import { robotApi } from '@robot/contracts';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../../lib/counters.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { createRobot, createUser, viewCard, type TestUser } from './robots.test-helpers.ts';
import { createViewDedup } from '../../lib/view-dedup.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const HOUR_MS = 3600 * 1000;

const viewsOf = async (t: TestApp, uuid: string): Promise<number> =>
  (await t.api(robotApi.get, { params: { uuid } })).data!.viewCount as number;

/** The in-memory store on a clock the test moves, recording every key it is asked to count. */
function recordingStore(clock: { now: number }): CounterStore & { keys: string[] } {
  const store = createMemoryCounterStore(() => clock.now);
  const keys: string[] = [];
  return {
    keys,
    hit: (key, windowSeconds) => {
      keys.push(key);
      return store.hit(key, windowSeconds);
    },
    get: (key) => store.get(key),
    reset: (key) => store.reset(key),
    undo: (key) => store.undo(key),
    close: () => store.close(),
  };
}

describe(`robots: one view per viewer per hour (${testDatabaseKind})`, () => {
  const clock = { now: Date.parse('2030-01-01T08:00:00Z') };
  const store = recordingStore(clock);
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(
      { VIEW_KEY_SECRET: 'a-test-secret-of-some-length' },
      { counters: store },
    );
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  it('counts 50 calls of one visitor once, another address once more', async () => {
    const uuid = await createRobot(t, owner);
    const from = { ip: '10.77.0.1', userAgent: 'Browser/1.0' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => viewCard(t, uuid, from)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await viewsOf(t, uuid)).toBe(1);
    for (let i = 0; i < 5; i += 1) await viewCard(t, uuid, { ...from, ip: '10.77.0.2' });
    expect(await viewsOf(t, uuid)).toBe(2);
    // Same address, another browser: another visitor.
    await viewCard(t, uuid, { ...from, userAgent: 'Other/2.0' });
    expect(await viewsOf(t, uuid)).toBe(3);
  });

  it('counts a signed-in viewer once per hour whatever their address, the owner too', async () => {
    const uuid = await createRobot(t, owner);
    const reader = await createUser(t);
    for (let i = 0; i < 10; i += 1) await viewCard(t, uuid, { token: reader.token });
    for (let i = 0; i < 10; i += 1) await viewCard(t, uuid, { token: owner.token });
    expect(await viewsOf(t, uuid)).toBe(2);

    clock.now += HOUR_MS - 1000; // still within the hour
    await viewCard(t, uuid, { token: reader.token });
    expect(await viewsOf(t, uuid)).toBe(2);
    clock.now += 2000; // the hour is over
    await viewCard(t, uuid, { token: reader.token });
    await viewCard(t, uuid, { token: reader.token });
    await viewCard(t, uuid, { token: owner.token });
    expect(await viewsOf(t, uuid)).toBe(4);
  });

  it('keys visitors by a keyed hash, never by their address', async () => {
    const uuid = await createRobot(t, owner);
    const ip = '10.77.3.4';
    await viewCard(t, uuid, { ip, userAgent: 'Browser/1.0' });
    const keys = store.keys.filter((k) => k.includes(uuid));
    // the visitor's key, and the count of visitors from that address (both keyed hashes)
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(new RegExp(`^robots:view:${uuid}:v:[A-Za-z0-9_-]{43}$`));
    expect(keys[1]).toMatch(new RegExp(`^robots:view:${uuid}:a:[A-Za-z0-9_-]{43}$`));
    expect(store.keys.some((k) => k.includes(ip) || k.includes('10.77'))).toBe(false);
  });

  it('counts at most VIEW_VISITORS_PER_ADDRESS user agents of one address, and keeps no key past them', async () => {
    const uuid = await createRobot(t, owner);
    const ip = '10.77.5.6';
    // a burst of made-up user agents from one address, in parallel and one after another
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => viewCard(t, uuid, { ip, userAgent: `Bot/${i}` })),
    );
    expect(await viewsOf(t, uuid)).toBe(20);
    const before = store.keys.filter((k) => k.includes(uuid)).length;
    for (let i = 0; i < 200; i += 1) await viewCard(t, uuid, { ip, userAgent: `Bot/x${i}` });
    expect(await viewsOf(t, uuid)).toBe(20);
    // the refused ones left nothing in the store
    expect(store.keys.filter((k) => k.includes(uuid)).length).toBe(before);
    // other addresses still count, and so does the next window
    await viewCard(t, uuid, { ip: '10.77.5.7', userAgent: 'Bot/0' });
    expect(await viewsOf(t, uuid)).toBe(21);
    clock.now += HOUR_MS + 1000;
    await viewCard(t, uuid, { ip, userAgent: 'Bot/0' });
    expect(await viewsOf(t, uuid)).toBe(22);
  });

  it('does not count views of a robot the viewer may not see', async () => {
    const uuid = await createRobot(t, owner, { robotVisibility: 2 });
    expect((await viewCard(t, uuid)).status).toBe(404);
    expect((await viewCard(t, uuid, { token: owner.token })).status).toBe(200);
    expect(
      (await t.api(robotApi.get, { params: { uuid }, token: owner.token })).data!.viewCount,
    ).toBe(1);
  });
});

describe('robots: visitor view keys', () => {
  it('are salted per day and keyed by the secret', () => {
    const clock = { now: Date.parse('2030-01-01T23:59:59Z') };
    const counters = createMemoryCounterStore();
    const dedup = (secret: string) =>
      createViewDedup(counters, {
        scope: 'robots:view',
        windowSeconds: 3600,
        visitorsPerAddress: 20,
        secret,
        now: () => clock.now,
      });
    const visitor = { userId: null, ip: '10.79.0.1', userAgent: 'Browser/1.0' };
    const a = dedup('first-secret-0123456789');
    const today = a.keyOf('r', visitor);
    expect(a.keyOf('r', visitor)).toBe(today);
    expect(dedup('other-secret-0123456789').keyOf('r', visitor)).not.toBe(today);
    clock.now += 2000; // the next day
    expect(a.keyOf('r', visitor)).not.toBe(today);
    expect(a.keyOf('r', { ...visitor, userId: 'u1' })).toBe('robots:view:r:u:u1');
    void counters.close();
  });
});

describe(`robots: view de-duplication shared in Redis (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    const prefix = `test:views:${randomBytes(6).toString('hex')}:`;
    t = await createTestApp({}, { counters: createRedisCounterStore(redis, prefix) });
    owner = await createUser(t);
  });
  afterAll(() => t.close());

  it('counts 50 parallel calls of one visitor once', async () => {
    const uuid = await createRobot(t, owner);
    await Promise.all(Array.from({ length: 50 }, () => viewCard(t, uuid, { ip: '10.78.0.1' })));
    expect(await viewsOf(t, uuid)).toBe(1);
    await viewCard(t, uuid, { ip: '10.78.0.2' });
    expect(await viewsOf(t, uuid)).toBe(2);
  });
});

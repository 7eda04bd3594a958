import type { AddressInfo } from 'node:net';
import { userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { setDisabled } from '../limits/limits.test-helpers.ts';
import { signedInUser } from '../users/users.test-helpers.ts';

/**
 * Session lookups shared by the requests of one event-loop pass (decision 038), over real
 * connections: parallel calls are answered alike, and a call sent after reading an answer sees what
 * changed in the database before it, however close together the two are.
 */
describe(`session lookups shared by requests that come together (${testDatabaseKind})`, () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ NOTIFY: 'off' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const info = async (token: string): Promise<number> => {
    const res = await fetch(`${base}${userApi.info.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { code: number }).code;
  };

  it('answers parallel calls with the same token alike', async () => {
    const u = await signedInUser(t);
    const codes = await Promise.all(Array.from({ length: 20 }, () => info(u.token)));
    expect(codes).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('refuses a call sent after a user was disabled, right after a burst of that user (10401)', async () => {
    const u = await signedInUser(t);
    const other = await signedInUser(t);
    await Promise.all(Array.from({ length: 10 }, () => info(u.token)));
    await setDisabled(t, u.uuid, true);
    expect(await info(u.token)).toBe(10401);
    // the same burst again: every call refused, and another user's calls unaffected
    const codes = await Promise.all([
      ...Array.from({ length: 5 }, () => info(u.token)),
      ...Array.from({ length: 5 }, () => info(other.token)),
    ]);
    expect(codes).toEqual([10401, 10401, 10401, 10401, 10401, 200, 200, 200, 200, 200]);
  });
});

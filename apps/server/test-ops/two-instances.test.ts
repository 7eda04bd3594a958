import { adminApi, chatApi, monitorApi, userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  newUser,
  servedBy,
  signIn,
  startDeployment,
  unique,
  type Deployment,
} from './harness/deployment.ts';

/**
 * Two server processes on PostgreSQL, Redis and S3 behind nginx with the shipped configuration
 * (deploy/nginx/locations.conf), reached only through nginx: what one instance learns, the other
 * knows (issue 13, "Two instances, one address"). Limits, quotas, caches and search have their own
 * files (two-instances-limits, two-instances-sync).
 */
let d: Deployment;

beforeAll(async () => {
  d = await startDeployment({ name: 'ops_two_instances' });
});
afterAll(async () => {
  await d?.close();
});

describe('two instances behind nginx', () => {
  it('routes each test client to the instance it names', async () => {
    const [a, b] = d.via;
    expect(servedBy(await a!.call(monitorApi.health))).toBe(a!.server.port);
    expect(servedBy(await b!.call(monitorApi.health))).toBe(b!.server.port);
  });

  it('a sign-in on one instance is a session on the other; a logout on either ends it on both at once', async () => {
    const [a, b] = d.via as [NonNullable<(typeof d.via)[0]>, NonNullable<(typeof d.via)[0]>];
    const user = await newUser(d);
    const token = await signIn(a, user.username, user.password);
    const onB = await b.call(userApi.info, { token });
    expect(onB.code).toBe(200);
    expect(onB.data!.username).toBe(user.username);

    expect((await b.call(userApi.logout, { token })).code).toBe(200);
    expect((await a.call(userApi.info, { token })).code).toBe(10401);
    expect((await b.call(userApi.info, { token })).code).toBe(10401);

    // and the other way round: signed in on B, logged out on A
    const second = await signIn(b, user.username, user.password);
    expect((await a.call(userApi.info, { token: second })).code).toBe(200);
    expect((await a.call(userApi.logout, { token: second })).code).toBe(200);
    expect((await b.call(userApi.info, { token: second })).code).toBe(10401);
  });

  it('sees the client address nginx forwards, not nginx own nor one the client made up (TRUST_PROXY)', async () => {
    const [a] = d.via;
    const from = unique.address();
    // a client's own X-Forwarded-For is replaced by nginx, never believed
    const report = await a!.call(monitorApi.errorAlert, {
      body: { errorCode: 'ops', errorMessage: `from ${from}`, deviceInfoJson: '{}' },
      from,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(report.code).toBe(200);
    const admin = await signIn(d.via[1]!, ADMIN.username, ADMIN.password);
    const logs = await d.via[1]!.call(adminApi.logs, {
      token: admin,
      query: { type: 'client', skip: 0, limit: 5 },
    });
    const mine = (logs.data!.list as { message: string; ip: string }[]).find(
      (l) => l.message === `from ${from}`,
    );
    expect(mine?.ip).toBe(from);
  });

  it('a chat answer streamed through nginx arrives token by token', async () => {
    d.ai.setMode('slowTokens', {
      tokens: ['one ', 'two ', 'three ', 'four ', 'five ', 'six'],
      tokenDelayMs: 150,
    });
    try {
      const user = await newUser(d);
      const res = await d.via[0]!.http(chatApi.stream.path, {
        method: 'POST',
        token: user.token,
        body: { conversationId: 'new_conversation', message: 'count to six' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      // Each token comes on its own, when the model sends it: not one piece at the end.
      const deltas = res.chunks.filter((c) => c.text.includes('event: delta'));
      expect(deltas.length).toBeGreaterThanOrEqual(4);
      expect(res.text).toContain('event: done');
    } finally {
      d.ai.setMode('ok');
    }
  });

  it('hands on the first tokens while the model is still writing (nothing waits for the end)', async () => {
    // The model sends two tokens and then nothing: a buffering proxy would show the client nothing.
    d.ai.setMode('stallMidStream', { tokens: ['first ', 'second ', 'never'], stallAfter: 2 });
    try {
      const user = await newUser(d);
      const res = await d.via[1]!.http(chatApi.stream.path, {
        method: 'POST',
        token: user.token,
        body: { conversationId: 'new_conversation', message: 'start and stall' },
        until: (text) => text.includes('second '),
      });
      expect(res.status).toBe(200);
      expect(res.text).toContain('first ');
      expect(res.text).not.toContain('event: done');
    } finally {
      d.ai.setMode('ok');
    }
  });
});

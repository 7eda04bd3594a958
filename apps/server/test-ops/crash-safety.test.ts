import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chatApi, NEW_CONVERSATION } from '@robot/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../src/test/fake-openai.ts';
import { findProblems } from './harness/consistency.ts';
import { openCheckDb, type CheckDb } from './harness/databases.ts';
import { createPgDatabase } from './harness/services.ts';
import { call, signUp, streamChat } from './harness/api-calls.ts';
import { OPS_ENV, startServer, waitFor, type ServerProcess } from './harness/server-process.ts';
import { startWriteLoad, type LoadUser } from './harness/write-load.ts';

/**
 * kill -9 of the real server while users write (robots, favourites, streaming chat answers), then a
 * restart on the same data: every write the server acknowledged is there, the database is sound, no
 * answer is left 'streaming', and the denormalised counters agree with their rows. On SQLite and on
 * PostgreSQL (a database of its own, dropped afterwards).
 */

const USERS = 5;
/** Each answer streams for about 1.5 s, so several are under way at any moment. */
const ANSWER = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

interface Target {
  name: string;
  env: Record<string, string>;
  check(): Promise<CheckDb>;
  cleanup(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-soak-'));
  return {
    name: 'sqlite',
    env: { DATA_DIR: dir },
    check: () => openCheckDb({ sqliteFile: path.join(dir, 'robot-square.db') }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-soak-pg-'));
  const database = await createPgDatabase('crash_soak');
  return {
    name: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: database.url },
    check: () => openCheckDb({ pgUrl: database.url }),
    cleanup: async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe.each([
  ['sqlite', sqliteTarget],
  ['postgres', postgresTarget],
])('kill -9 under a write load (%s)', (_name, makeTarget) => {
  it('keeps every acknowledged write, a sound database and counters that agree', async () => {
    const target = await makeTarget();
    cleanups.push(target.cleanup);
    const fake: FakeOpenAi = await startFakeOpenAi({
      mode: 'slowTokens',
      tokenDelayMs: 25,
      answer: ANSWER,
    });
    cleanups.push(() => fake.close());
    const env = { ...target.env, OPENAI_BASE_URL: fake.baseURL, CHAT_ORPHAN_AFTER_SECONDS: '15' };

    let server: ServerProcess = await startServer({
      name: `crash-${target.name}`,
      env: { ...OPS_ENV, ...env },
    });
    const killOnFailure = server;
    cleanups.push(() => killOnFailure.kill());
    const users: LoadUser[] = [];
    for (let i = 0; i < USERS; i += 1) {
      users.push(await signUp(server.url, `crash${target.name}${i}`));
    }

    const load = startWriteLoad(server.url, users);
    const { acked } = load;
    // Kill once the load is well under way: robots made, answers completed, others mid-stream.
    const busy = await waitFor(
      () =>
        acked.robots.size >= 8 &&
        acked.turns.filter((t) => t.done).length >= 4 &&
        acked.turns.some((t) => !t.done),
      90_000,
      50,
    );
    expect(busy, `the load did not get going:\n${server.output()}`).toBe(true);
    await server.kill();
    await load.stop();
    expect(acked.refusals).toEqual([]);

    // The kill left answers half-written: that is what the restart must clean up.
    const before = await target.check();
    const streaming = await before.all(`SELECT id FROM messages WHERE status = 'streaming'`);
    await before.close();
    expect(streaming.length).toBeGreaterThan(0);

    server = await startServer({ name: `crash-${target.name}`, env: { ...OPS_ENV, ...env } });
    const afterRestart = server;
    cleanups.push(() => afterRestart.stop());
    const db = await target.check();
    try {
      // SQLite: the start marked them. PostgreSQL (maybe several instances): the sweep marks them
      // once they have not been saved for CHAT_ORPHAN_AFTER_SECONDS.
      const swept = await waitFor(
        async () =>
          (await db.all(`SELECT id FROM messages WHERE status = 'streaming'`)).length === 0,
        90_000,
        1000,
      );
      expect(swept).toBe(true);
      expect(await findProblems(db, acked)).toEqual([]);
    } finally {
      await db.close();
    }

    // Through the API: a cut-off answer reads as interrupted, and the server answers new questions.
    const cutIds = new Set(streaming.map((r) => (r as { id: string }).id));
    const cut = acked.turns.find((t) => cutIds.has(t.assistantMessageId));
    const owner = users.find((u) => u.userId === (cut ?? acked.turns[0]!).userId)!;
    if (cut) {
      const read = await call(server.url, chatApi.conversation, {
        token: owner.token,
        params: { id: cut.conversationId },
      });
      expect(read.data?.mapping[cut.assistantMessageId]?.message?.status).toBe('interrupted');
    }
    const again = await streamChat(server.url, owner.token, {
      conversationId: NEW_CONVERSATION,
      message: 'Are you back?',
    });
    expect(again.last).toBe('done');
    expect(again.content).toBe(ANSWER);
  });
});

import { adminApi, robotApi } from '@robot/contracts';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../../plugins/metrics-endpoint.ts';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { startConversation } from '../chat/chat.test-helpers.ts';
import { createItem } from '../directories/directories.test-helpers.ts';
import {
  createRobot,
  createUser,
  signInAdmin,
  type TestUser,
} from '../robots/robots.test-helpers.ts';
import { createAdminTestApp } from './admin-users.test-helpers.ts';

/**
 * The admin's reads that may scan a whole table (keyword searches, their counts, the dashboard)
 * go through the database's `reads` (db/off-loop-reads.ts), which on a SQLite file runs them in a
 * thread of its own. The app runs here on a file as in production; a plugin on `reads` counts what
 * goes through it.
 */
describe(`admin: scanning reads go off the event loop (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let viaReads = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      viaReads += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const word = `quokka${Date.now().toString(36)}`;
  let robot: string;
  let tool: string;
  let conversationId: string;

  beforeAll(async () => {
    t = await createAdminTestApp(
      {},
      {
        sqliteFile: true,
        wrap: (database) => ({ ...database, reads: database.reads.withPlugin(counting) }),
      },
    );
    admin = await signInAdmin(t);
    owner = await createUser(t);
    robot = await createRobot(t, owner, { robotName: `Robot ${word}`, keywords: word });
    tool = await createItem(t, 'aitool', owner.token, { name: `Tool ${word}` });
    conversationId = (await startConversation(t, owner.token, { message: `About ${word}` }))
      .conversationId;
  });
  afterAll(() => t.close());

  /** what `call` answered, and how many queries it sent through `reads` */
  async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; reads: number }> {
    const before = viaReads;
    const answer = await call();
    return { answer, reads: viaReads - before };
  }
  const token = () => admin.token;

  it("runs the content lists' keyword searches and counts there, with the same answers", async () => {
    for (const [kind, uuid] of [
      ['robot', robot],
      ['aitool', tool],
    ] as const) {
      for (const hidden of [undefined, 'false'] as const) {
        const { answer, reads } = await counted(() =>
          t.api(adminApi.content, {
            query: { kind, keyword: word.toUpperCase(), ...(hidden ? { hidden } : {}) },
            token: token(),
          }),
        );
        expect(answer.data).toMatchObject({ total: 1, list: [{ uuid }] });
        // the page and its count
        expect(reads).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('runs the users and conversations searches and the dashboard there', async () => {
    const users = await counted(() =>
      t.api(adminApi.users, { query: { keyword: owner.username }, token: token() }),
    );
    expect(users.answer.data!.list.map((u) => u.uuid)).toEqual([owner.uuid]);
    expect(users.reads).toBeGreaterThanOrEqual(2);

    const conversations = await counted(() =>
      t.api(adminApi.conversations, { query: { keyword: word }, token: token() }),
    );
    expect(conversations.answer.data!.list.map((c) => c.id)).toEqual([conversationId]);
    expect(conversations.reads).toBeGreaterThanOrEqual(2);

    const stats = await counted(() => t.api(adminApi.stats, { token: token() }));
    expect(stats.answer.data!.totals.robots).toBeGreaterThanOrEqual(1);
    expect(stats.reads).toBeGreaterThan(0);
  });

  it('leaves every other read on the main connection', async () => {
    const { answer, reads } = await counted(() =>
      t.api(robotApi.search, { query: { keyword: word } }),
    );
    expect(answer.data!.list.map((r) => r.uuid)).toEqual([robot]);
    expect(reads).toBe(0);
  });

  it('reports the thread in the metrics on SQLite; PostgreSQL has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    const valueOf = (series: string) => {
      const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    if (testDatabaseKind === 'sqlite') {
      // every admin read above was answered by the thread, which is still up (idle for 60 s)
      expect(valueOf('db_offloop_reads_total')).toBeGreaterThanOrEqual(15);
      expect(valueOf('db_offloop_reader{state="running"}')).toBe(1);
      expect(valueOf('db_offloop_reader{state="fallen_back"}')).toBe(0);
    } else {
      // an unlabelled counter is always written, at 0 here
      expect(valueOf('db_offloop_reads_total')).toBe(0);
      expect(valueOf('db_offloop_reader{state="running"}')).toBeUndefined();
    }
  });
});

import { adminApi, type AdminStats } from '@robot/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { adminTestApp } from './admin-ops.test-helpers.ts';

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);

describe(`GET /api/admin/stats (${testDatabaseKind})`, () => {
  let t: TestApp;
  let adminToken = '';
  beforeAll(async () => {
    const made = await adminTestApp();
    t = made.t;
    adminToken = made.adminToken;
  });
  afterAll(() => t?.close());

  const stats = async (): Promise<AdminStats> => {
    const res = await t.api(adminApi.stats, { token: adminToken });
    expect(res.status).toBe(200);
    return res.data!;
  };

  it('answers 30 UTC days, oldest first, every day present, today last', async () => {
    const s = await stats();
    expect(s.days).toHaveLength(30);
    expect(s.days.at(-1)!.date).toBe(dayOf(Date.now()));
    expect(s.days[0]!.date).toBe(dayOf(Date.now() - 29 * DAY));
    for (let i = 1; i < s.days.length; i += 1) {
      expect(Date.parse(s.days[i]!.date) - Date.parse(s.days[i - 1]!.date)).toBe(DAY);
    }
  });

  it('counts users, conversations, answers, tokens, errors per day and per model, and the active users', async () => {
    const before = await stats();
    const db = t.database.db;
    const now = Date.now();
    // Hours into each day, so no row lands across a day boundary from `now`.
    const at = (daysAgo: number) => {
      const d = new Date(now - daysAgo * DAY);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 0, 30 + (daysAgo % 20));
    };
    const expected = new Map<string, { u: number; c: number; a: number; tk: number; e: number }>();
    const bump = (ms: number, k: 'u' | 'c' | 'a' | 'tk' | 'e', by = 1) => {
      const key = dayOf(ms);
      const e = expected.get(key) ?? { u: 0, c: 0, a: 0, tk: 0, e: 0 };
      e[k] += by;
      expected.set(key, e);
    };
    const inWindow = (daysAgo: number) => daysAgo < 30;
    const byModel = new Map<string, { answers: number; tokens: number }>();

    const users: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const daysAgo = i % 40; // some before the window
      const id = newId();
      users.push(id);
      await db
        .insertInto('users')
        .values({
          id,
          username: `stat${i}_${id.slice(0, 6)}`,
          username_lower: `stat${i}_${id.slice(0, 6)}`,
          email: null,
          mobile: null,
          nickname: `Stat ${i}`,
          headportrait_url: null,
          password_hash: null,
          role: 'user',
          created_at: iso(at(daysAgo)),
          updated_at: iso(at(daysAgo)),
          disabled_at: null,
          limits: null,
        })
        .execute();
      if (inWindow(daysAgo)) bump(at(daysAgo), 'u');
    }

    let messages = 0;
    for (let i = 0; i < 80; i += 1) {
      const daysAgo = (i * 7) % 35;
      const convId = newId();
      await db
        .insertInto('conversations')
        .values({
          id: convId,
          user_id: users[i % users.length]!,
          robot_id: null,
          title: `c${i}`,
          source: 'openai_api',
          current_model: null,
          current_node: null,
          created_at: iso(at(daysAgo)),
          updated_at: iso(at(daysAgo)),
          deleted_at: i % 9 === 0 ? iso(at(daysAgo)) : null,
          plugins: null,
        })
        .execute();
      if (inWindow(daysAgo)) bump(at(daysAgo), 'c');
      const rows = [];
      for (let j = 0; j < 4; j += 1) {
        const assistant = j % 2 === 1;
        const status = !assistant
          ? 'done'
          : (['done', 'interrupted', 'error'] as const)[(i + j) % 3]!;
        const model = assistant ? (i % 2 ? 'model-a' : 'model-b') : null;
        const prompt = assistant ? 10 + i : null;
        const completion = assistant && status !== 'error' ? 5 + j : null;
        const created = at(daysAgo);
        rows.push({
          id: newId(),
          conversation_id: convId,
          seq: j + 1,
          parent_id: null,
          role: assistant ? ('assistant' as const) : ('user' as const),
          content: 'text',
          status,
          model,
          error_code: null,
          finish_reason: null,
          usage_prompt: prompt,
          usage_completion: completion,
          created_at: iso(created),
          updated_at: iso(created),
          tool_steps: null,
          latency_ms: null,
        });
        messages += 1;
        if (assistant && status !== 'error' && inWindow(daysAgo)) {
          const tokens = (prompt ?? 0) + (completion ?? 0);
          bump(created, 'a');
          bump(created, 'tk', tokens);
          const m = byModel.get(model!) ?? { answers: 0, tokens: 0 };
          m.answers += 1;
          m.tokens += tokens;
          byModel.set(model!, m);
        }
      }
      await db.insertInto('messages').values(rows).execute();
    }
    expect(messages).toBe(320);

    for (let i = 0; i < 30; i += 1) {
      const daysAgo = (i * 3) % 33;
      await db
        .insertInto('error_reports')
        .values({
          id: newId(),
          user_id: null,
          error_code: 'E1',
          error_message: 'boom',
          device_info: '{}',
          ip: null,
          created_at: iso(at(daysAgo)),
        })
        .execute();
      if (inWindow(daysAgo)) bump(at(daysAgo), 'e');
    }
    for (let i = 0; i < 12; i += 1) {
      const daysAgo = i * 4;
      await db
        .insertInto('server_errors')
        .values({
          id: newId(),
          request_id: `req-${i}`,
          method: 'GET',
          url: '/x',
          status: 500,
          code: 10500,
          message: 'errors.databaseError',
          user_id: null,
          created_at: iso(at(daysAgo)),
        })
        .execute();
      if (inWindow(daysAgo)) bump(at(daysAgo), 'e');
    }

    // sessions: 3 users used one 2 minutes ago (one of them twice), 2 more 30 minutes ago, 4 more
    // 5 hours ago, 5 more 3 days ago
    const session = (user: string, agoMs: number) =>
      db
        .insertInto('sessions')
        .values({
          id: newId(),
          token_hash: newId(),
          user_id: user,
          created_at: iso(now - 10 * DAY),
          expires_at: iso(now + DAY),
          revoked_at: null,
          ip: null,
          user_agent: null,
          last_used_at: iso(now - agoMs),
        })
        .execute();
    const MIN = 60 * 1000;
    for (let i = 0; i < 3; i += 1) await session(users[i]!, 2 * MIN);
    await session(users[0]!, 3 * MIN);
    for (let i = 3; i < 5; i += 1) await session(users[i]!, 30 * MIN);
    for (let i = 5; i < 9; i += 1) await session(users[i]!, 5 * 60 * MIN);
    for (let i = 9; i < 14; i += 1) await session(users[i]!, 3 * DAY);

    const after = await stats();
    // the admin and the test user signed in moments ago: both in every window, before and after
    expect(after.active.m5 - before.active.m5).toBe(3);
    expect(after.active.h1 - before.active.h1).toBe(5);
    expect(after.active.d1 - before.active.d1).toBe(9);

    const was = new Map(before.days.map((d) => [d.date, d]));
    for (const d of after.days) {
      const b = was.get(d.date)!;
      const e = expected.get(d.date) ?? { u: 0, c: 0, a: 0, tk: 0, e: 0 };
      expect({
        date: d.date,
        newUsers: d.newUsers - b.newUsers,
        conversations: d.conversations - b.conversations,
        answers: d.answers - b.answers,
        tokens: d.tokens - b.tokens,
        errors: d.errors - b.errors,
      }).toEqual({
        date: d.date,
        newUsers: e.u,
        conversations: e.c,
        answers: e.a,
        tokens: e.tk,
        errors: e.e,
      });
    }
    for (const [model, m] of byModel) {
      expect(after.byModel.find((r) => r.model === model)).toEqual({ model, ...m });
    }
    expect(after.totals.users - before.totals.users).toBe(60);
    // deleted conversations are not counted in the total
    expect(after.totals.conversations - before.totals.conversations).toBe(80 - 9);
  });

  it('counts the conversations not deleted from an index, never by reading the whole table', async () => {
    const { db } = t.database;
    if (t.database.kind === 'sqlite') {
      // the dashboard's count, as Kysely writes it
      const plan = await sql<{
        detail: string;
      }>`explain query plan select count(*) as "n" from "conversations" where "deleted_at" is null`.execute(
        db,
      );
      expect(plan.rows.map((r) => r.detail).join(' ')).toContain(
        'COVERING INDEX conversations_created_idx',
      );
    } else {
      const { rows } = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where indexname = 'conversations_created_idx' and schemaname = current_schema()`.execute(
        db,
      );
      expect(rows[0]?.indexdef).toMatch(/\(created_at, deleted_at\)/);
    }
  });
});

import { adminApi, type AdminStats } from '@robot/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Router } from '../../lib/router.ts';

/** The dashboard's window: this many UTC days, today included. */
export const STATS_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** `YYYY-MM-DD` of the first day of the window ending with the UTC day of `now`. */
function windowStart(now: number): string {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  return new Date(today - (STATS_DAYS - 1) * DAY_MS).toISOString();
}

/** Every UTC day of the window, oldest first. */
function daysFrom(start: string): string[] {
  const first = Date.parse(start);
  return Array.from({ length: STATS_DAYS }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

const num = (v: unknown): number => Number(v ?? 0) || 0;

/** The day of an ISO timestamp column; the same text function on SQLite and PostgreSQL. */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/**
 * The dashboard's figures. Times are stored as ISO 8601 UTC text, so a day is the first 10
 * characters of the timestamp on both databases, and each daily count is one grouped range scan
 * over the `created_at` index of its table.
 */
export function createStatsQueries(db: Kysely<DB>) {
  /** rows of `{ day, n }` from one table since `since` */
  async function perDay(
    table: 'users' | 'conversations' | 'error_reports' | 'server_errors',
    since: string,
  ): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom(table)
      .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', since)
      .groupBy(dayOf('created_at'))
      .execute();
    return new Map(rows.map((r) => [String(r.day), num(r.n)]));
  }

  /** finished answers (done, or stopped with text) since `since` */
  const answers = (since: string) =>
    db
      .selectFrom('messages')
      .where('created_at', '>=', since)
      .where('role', '=', 'assistant')
      .where('status', 'in', ['done', 'interrupted']);
  const tokens = sql<number>`sum(coalesce(usage_prompt, 0) + coalesce(usage_completion, 0))`;

  async function activeSince(cutoff: string): Promise<number> {
    const row = await db
      .selectFrom('sessions')
      .select(sql<number>`count(distinct user_id)`.as('n'))
      .where('last_used_at', '>=', cutoff)
      .executeTakeFirst();
    return num(row?.n);
  }

  const first = async (q: Promise<{ n: unknown } | undefined>): Promise<number> =>
    num((await q)?.n);
  const countAll = sql<number>`count(*)`.as('n');

  return {
    async stats(now = Date.now()): Promise<AdminStats> {
      const since = windowStart(now);
      const ago = (ms: number) => new Date(now - ms).toISOString();
      const [
        m5,
        h1,
        d1,
        newUsers,
        conversations,
        clientErrors,
        serverErrors,
        answerRows,
        modelRows,
      ] = await Promise.all([
        activeSince(ago(5 * 60 * 1000)),
        activeSince(ago(3600 * 1000)),
        activeSince(ago(DAY_MS)),
        perDay('users', since),
        perDay('conversations', since),
        perDay('error_reports', since),
        perDay('server_errors', since),
        answers(since)
          .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll().as('n'), tokens.as('t')])
          .groupBy(dayOf('created_at'))
          .execute(),
        answers(since)
          .select(['model', (eb) => eb.fn.countAll().as('n'), tokens.as('t')])
          .groupBy('model')
          .execute(),
      ]);
      const answersByDay = new Map(answerRows.map((r) => [String(r.day), r]));
      const items = (kind: 'aitool' | 'article' | 'xky') =>
        first(
          db
            .selectFrom('directory_items')
            .select(countAll)
            .where('kind', '=', kind)
            .executeTakeFirst(),
        );
      const [users, robots, liveConversations, aitools, articles, xky] = await Promise.all([
        first(db.selectFrom('users').select(countAll).executeTakeFirst()),
        first(db.selectFrom('robots').select(countAll).executeTakeFirst()),
        first(
          db
            .selectFrom('conversations')
            .select(countAll)
            .where('deleted_at', 'is', null)
            .executeTakeFirst(),
        ),
        items('aitool'),
        items('article'),
        items('xky'),
      ]);
      return {
        active: { m5, h1, d1 },
        days: daysFrom(since).map((date) => ({
          date,
          newUsers: newUsers.get(date) ?? 0,
          conversations: conversations.get(date) ?? 0,
          answers: num(answersByDay.get(date)?.n),
          tokens: num(answersByDay.get(date)?.t),
          errors: (clientErrors.get(date) ?? 0) + (serverErrors.get(date) ?? 0),
        })),
        byModel: modelRows
          .map((r) => ({ model: r.model ?? 'unknown', answers: num(r.n), tokens: num(r.t) }))
          .sort((a, b) => b.answers - a.answers || a.model.localeCompare(b.model)),
        totals: { users, robots, conversations: liveConversations, aitools, articles, xky },
      };
    },
  };
}

/**
 * `reads` is the database's reads that may scan (Database.reads): a month of answers is read to
 * count them, which on SQLite runs in a thread of its own.
 */
export function registerAdminStats(router: Router, deps: { reads: Kysely<DB> }): void {
  const queries = createStatsQueries(deps.reads);
  router.route(adminApi.stats, { auth: 'superuser', handler: async () => queries.stats() });
}

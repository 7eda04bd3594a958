import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { likeContains, normalizeForSearch } from '../../lib/search/search-terms.ts';

// PostgreSQL may answer counts and sums as strings (bigint).
const toInt = (v: unknown): number => Number(v ?? 0);

export interface AdminUserRow {
  id: string;
  username: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  role: 'user' | 'superuser';
  disabled_at: string | null;
  limits: string | null;
  created_at: string;
  last_active_at: string | null;
  /** null: no credit account yet (it opens with the new-user grant on first use) */
  balance: number | null;
}

/** Where the usage counts start (ISO instants). */
export interface UsageWindows {
  dayStart: string;
  since3h: string;
  since30d: string;
}

/**
 * The admin's reads of users and what they own, and the writes of the user row itself (disabled,
 * role, limits). Sessions, credits, robots and conversations are changed through their own modules.
 */
export function createAdminUsersRepository(
  db: Kysely<DB>,
  /** the database's reads that may scan (Database.reads): the list's keyword search */
  reads: Kysely<DB> = db,
) {
  const users = (from: Kysely<DB> = db) =>
    from
      .selectFrom('users')
      .leftJoin('credit_accounts', 'credit_accounts.user_id', 'users.id')
      .select([
        'users.id',
        'users.username',
        'users.nickname',
        'users.mobile',
        'users.email',
        'users.role',
        'users.disabled_at',
        'users.limits',
        'users.created_at',
        'credit_accounts.balance',
      ])
      .select(
        sql<
          string | null
        >`(select max(s.last_used_at) from sessions s where s.user_id = users.id)`.as(
          'last_active_at',
        ),
      );

  const finish = (r: AdminUserRow): AdminUserRow => ({
    ...r,
    balance: r.balance === null ? null : toInt(r.balance),
  });

  /** The user's answers (assistant messages) in their conversations, deleted ones too. */
  const answersOf = (userId: string) =>
    db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .where('conversations.user_id', '=', userId);

  return {
    async list(q: {
      keyword?: string | undefined;
      skip: number;
      limit: number;
    }): Promise<{ rows: AdminUserRow[]; total: number }> {
      const word = q.keyword ? normalizeForSearch(q.keyword) : '';
      const match = word
        ? sql<SqlBool>`(lower(users.username) like ${likeContains(word)} escape '\\'
            or lower(users.nickname) like ${likeContains(word)} escape '\\'
            or users.mobile like ${likeContains(word)} escape '\\'
            or lower(users.email) like ${likeContains(word)} escape '\\')`
        : sql<SqlBool>`${sql.lit(true)}`;
      const [rows, total] = await Promise.all([
        users(reads)
          .where(match)
          .orderBy('users.created_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(q.limit)
          .offset(q.skip)
          .execute(),
        reads
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(match)
          .executeTakeFirst(),
      ]);
      return { rows: rows.map(finish), total: toInt(total?.n) };
    },

    async find(id: string): Promise<AdminUserRow | undefined> {
      const row = await users().where('users.id', '=', id).executeTakeFirst();
      return row && finish(row);
    },

    async person(id: string): Promise<{ uuid: string; username: string; nickname: string }> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'username', 'nickname'])
        .where('id', '=', id)
        .executeTakeFirst();
      // users are never deleted while they own rows (foreign keys cascade), but answer something
      return row
        ? { uuid: row.id, username: row.username, nickname: row.nickname }
        : { uuid: id, username: '', nickname: '' };
    },

    /**
     * Usage counted from the stored messages (the limits module counts asks with counters as they
     * happen; these are what the database holds, deleted conversations included but in `conversations`).
     */
    async usage(userId: string, w: UsageWindows) {
      const [conversations, asks, premium, answers] = await Promise.all([
        db
          .selectFrom('conversations')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
        answersOf(userId)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('messages.role', '=', 'user')
          .where('messages.created_at', '>=', w.dayStart)
          .executeTakeFirst(),
        answersOf(userId)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('messages.role', '=', 'assistant')
          .where('messages.created_at', '>=', w.since3h)
          .where('messages.model', 'in', (eb) =>
            eb.selectFrom('models').select('models.id').where('models.tier', '=', 'premium'),
          )
          .executeTakeFirst(),
        answersOf(userId)
          .select((eb) => [
            eb.fn.countAll().as('n'),
            eb.fn
              .coalesce(
                eb.fn.sum(
                  sql<number>`coalesce(messages.usage_prompt, 0) + coalesce(messages.usage_completion, 0)`,
                ),
                sql.lit(0),
              )
              .as('tokens'),
          ])
          .where('messages.role', '=', 'assistant')
          .where('messages.status', '!=', 'error')
          .where('messages.created_at', '>=', w.since30d)
          .executeTakeFirst(),
      ]);
      return {
        conversations: toInt(conversations?.n),
        asksToday: toInt(asks?.n),
        premiumAsks3h: toInt(premium?.n),
        answers30d: toInt(answers?.n),
        tokens30d: toInt(answers?.tokens),
      };
    },

    recentConversations(userId: string, limit: number) {
      return db
        .selectFrom('conversations')
        .select(['id', 'title', 'current_model', 'updated_at'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    recentRobots(userId: string, limit: number) {
      return db
        .selectFrom('robots')
        .select(['id', 'name', 'visibility', 'hidden'])
        .where('owner_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    recentCredits(userId: string, limit: number) {
      return db
        .selectFrom('credit_ledger')
        .select(['delta', 'reason', 'ref', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async update(
      id: string,
      set: Partial<{
        disabled_at: string | null;
        role: 'user' | 'superuser';
        limits: string | null;
      }>,
      now: string,
    ): Promise<void> {
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('users')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;

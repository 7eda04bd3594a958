import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { likeContains, normalizeForSearch } from '../../lib/search/search-terms.ts';

const toInt = (v: unknown): number => Number(v ?? 0);

export interface AdminConversationRow {
  id: string;
  title: string;
  user_id: string;
  username: string;
  nickname: string;
  robot_id: string | null;
  robot_name: string | null;
  current_model: string | null;
  /** questions and answers (the hidden root message is not one) */
  messages: number;
  created_at: string;
  updated_at: string;
}

/**
 * The admin's list of every user's conversations (reads only; deleting goes through the chat). `db`
 * is the database's `reads` (db/database.ts): a keyword reads every conversation's title, owner's
 * names and robot's name, which on SQLite runs in a thread of its own.
 */
export function createAdminConversationsRepository(db: Kysely<DB>) {
  return {
    async list(q: {
      keyword?: string | undefined;
      userUUID?: string | undefined;
      skip: number;
      limit: number;
    }): Promise<{ rows: AdminConversationRow[]; total: number }> {
      const conditions: ReturnType<typeof sql<SqlBool>>[] = [
        sql<SqlBool>`conversations.deleted_at is null`,
      ];
      if (q.userUUID) conditions.push(sql<SqlBool>`conversations.user_id = ${q.userUUID}`);
      if (q.keyword) {
        // An admin looks for a conversation by what it is called or by whom or with what it was had.
        const like = likeContains(normalizeForSearch(q.keyword));
        conditions.push(
          sql<SqlBool>`(lower(conversations.title) like ${like} escape '\\' or users.username_lower like ${like} escape '\\' or lower(users.nickname) like ${like} escape '\\' or lower(robots.name) like ${like} escape '\\')`,
        );
      }
      const where = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
      const [rows, total] = await Promise.all([
        db
          .selectFrom('conversations')
          .innerJoin('users', 'users.id', 'conversations.user_id')
          .leftJoin('robots', 'robots.id', 'conversations.robot_id')
          .select([
            'conversations.id',
            'conversations.title',
            'conversations.user_id',
            'users.username',
            'users.nickname',
            'conversations.robot_id',
            'robots.name as robot_name',
            'conversations.current_model',
            'conversations.created_at',
            'conversations.updated_at',
          ])
          .select(
            sql<number>`(select count(*) from messages m where m.conversation_id = conversations.id and m.role <> 'system')`.as(
              'messages',
            ),
          )
          .where(where)
          .orderBy('conversations.created_at', 'desc')
          .orderBy('conversations.id', 'desc')
          .limit(q.limit)
          .offset(q.skip)
          .execute(),
        // the names are only read for a keyword; without one the count reads conversations alone
        (q.keyword
          ? db
              .selectFrom('conversations')
              .innerJoin('users', 'users.id', 'conversations.user_id')
              .leftJoin('robots', 'robots.id', 'conversations.robot_id')
          : db.selectFrom('conversations')
        )
          .select((eb) => eb.fn.countAll().as('n'))
          .where(where)
          .executeTakeFirst(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, messages: toInt(r.messages) })),
        total: toInt(total?.n),
      };
    },
  };
}

export type AdminConversationsRepository = ReturnType<typeof createAdminConversationsRepository>;

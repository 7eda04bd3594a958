import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface SessionUserRow {
  id: string;
  username: string;
  nickname: string;
  role: 'user' | 'superuser';
  expires_at: string;
}

export function createSessionsRepository(db: Kysely<DB>) {
  return {
    async insert(row: DB['sessions']): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    /** The session's user, if the session exists, is not revoked and has not expired. */
    async findActive(tokenHash: string, nowIso: string): Promise<SessionUserRow | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.username',
          'users.nickname',
          'users.role',
          'sessions.expires_at',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    async revoke(tokenHash: string, nowIso: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async deleteExpired(nowIso: string): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

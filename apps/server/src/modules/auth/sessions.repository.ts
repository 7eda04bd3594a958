import type { Kysely } from 'kysely';
import { createPreparedQueries } from '../../db/prepared-queries.ts';
import type { DB } from '../../db/schema.ts';

export interface SessionUserRow {
  id: string;
  username: string;
  nickname: string;
  role: 'user' | 'superuser';
  expires_at: string;
  session_id: string;
  last_used_at: string;
  /** the user's stored limit overrides (users.limits JSON), read with the session */
  limits: string | null;
}

export interface SessionListRow {
  id: string;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  token_hash: string;
}

/**
 * Times are ISO strings, so comparing them as text compares the instants. The lookup of every
 * request and its touch are compiled once (db/prepared-queries.ts).
 */
export function createSessionsRepository(db: Kysely<DB>) {
  const prepared = createPreparedQueries(db);
  return {
    async insert(row: DB['sessions']): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    /**
     * The session's user, if the session exists, is not revoked, has not expired and was used after
     * `idleSinceIso`, and the user is not disabled (a disabled user's sessions are also revoked, but
     * this keeps a token dead whatever raced with the disabling).
     */
    async findActive(
      tokenHash: string,
      nowIso: string,
      idleSinceIso: string,
    ): Promise<SessionUserRow | undefined> {
      const { rows } = await prepared.run(
        'session.active',
        (p) =>
          db
            .selectFrom('sessions')
            .innerJoin('users', 'users.id', 'sessions.user_id')
            .select([
              'users.id',
              'users.username',
              'users.nickname',
              'users.role',
              'sessions.expires_at',
              'sessions.id as session_id',
              'sessions.last_used_at',
              'users.limits',
            ])
            .where('sessions.token_hash', '=', p(0))
            .where('users.disabled_at', 'is', null)
            .where('sessions.revoked_at', 'is', null)
            .where('sessions.expires_at', '>', p(1))
            .where('sessions.last_used_at', '>', p(2)),
        [tokenHash, nowIso, idleSinceIso],
      );
      return rows[0];
    },

    /** Moves the last-used time on; the caller decides how often (not on every request). */
    async touch(tokenHash: string, nowIso: string): Promise<void> {
      await prepared.run(
        'session.touch',
        (p) =>
          db
            .updateTable('sessions')
            .set({ last_used_at: p(0) })
            .where('token_hash', '=', p(1)),
        [nowIso, tokenHash],
      );
    },

    /** A user's live sessions, most recently used first. */
    async listActive(
      userId: string,
      nowIso: string,
      idleSinceIso: string,
    ): Promise<SessionListRow[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'user_agent', 'created_at', 'last_used_at', 'token_hash'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .where('last_used_at', '>', idleSinceIso)
        .orderBy('last_used_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    async revoke(tokenHash: string, nowIso: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes one session of this user by its public id; answers whether one was live. */
    async revokeById(userId: string, id: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Revokes every session of this user, but the one with `keepTokenHash` if given; answers how many. */
    async revokeAll(userId: string, nowIso: string, keepTokenHash?: string): Promise<number> {
      let q = db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso);
      if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deleteExpired(nowIso: string, idleSinceIso: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', nowIso), eb('last_used_at', '<=', idleSinceIso)]),
        )
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

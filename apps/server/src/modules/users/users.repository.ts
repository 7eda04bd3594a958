import type { Kysely, Selectable } from 'kysely';
import { createPreparedQueries } from '../../db/prepared-queries.ts';
import type { DB, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** Every query on `users`. Usernames are matched through `username_lower`; emails are stored lowercased. */
export function createUsersRepository(db: Kysely<DB>) {
  const prepared = createPreparedQueries(db);
  return {
    async insert(row: UserRow): Promise<void> {
      await db.insertInto('users').values(row).execute();
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * A user's limit overrides alone (`users.limits`), read on every chat turn: one column, compiled
     * once (db/prepared-queries.ts), instead of the whole row built per call. Undefined: no such user.
     */
    async limitsOf(id: string): Promise<{ limits: string | null } | undefined> {
      const { rows } = await prepared.run(
        'user.limits',
        (p) => db.selectFrom('users').select('limits').where('id', '=', p(0)),
        [id],
      );
      return rows[0];
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** A login name is either a username or an email; usernames cannot contain '@', so no overlap. */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const lower = login.toLowerCase();
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username_lower', '=', lower), eb('email', '=', lower)]))
        .executeTakeFirst();
    },

    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },

    /**
     * Sets a new password hash if the stored one is still `expected` (null: the account has none), so
     * two changes at the same moment cannot both pass with the same old password. Answers whether it did.
     */
    async replacePasswordHash(
      id: string,
      expected: string | null,
      next: string,
      nowIso: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: next, updated_at: nowIso })
        .where('id', '=', id)
        .where((eb) =>
          expected === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', expected),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setRole(id: string, role: UserRow['role'], nowIso: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ role, updated_at: nowIso })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

import type { Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** Every query on `users`. Usernames are matched through `username_lower`; emails are stored lowercased. */
export function createUsersRepository(db: Kysely<DB>) {
  return {
    async insert(row: UserRow): Promise<void> {
      await db.insertInto('users').values(row).execute();
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

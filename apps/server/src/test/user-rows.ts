import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';

/**
 * A `users` row written straight into the database, as data from before a rule existed (an old
 * phone number, a short password) or in bulk: a plain user named `username`, made now unless said.
 */
export function userRow(
  username: string,
  over: Partial<Insertable<UsersTable>> = {},
): Insertable<UsersTable> & { id: string } {
  const now = over.created_at ?? nowIso();
  return {
    id: newId(),
    username,
    username_lower: username.toLowerCase(),
    email: null,
    mobile: null,
    nickname: username,
    headportrait_url: null,
    password_hash: null,
    role: 'user',
    created_at: now,
    updated_at: now,
    ...over,
  };
}

import type { Kysely } from 'kysely';

/**
 * A signed-in user lists the contact requests they sent, newest first (`GET /api/user/contacts`:
 * `where user_id = ? order by created_at desc, id desc`, and the count of them). 001's index of
 * `user_id` alone found the rows but left them to be sorted; with `created_at` and `id` after
 * `user_id` one index serves the page in its order and the count, and still serves every lookup by
 * `user_id`, so it replaces 001's. Neither column changes after a request is made, so the admin's
 * handling (`status`, `handled_at`) does not touch it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('contact_requests_user_created_idx')
    .on('contact_requests')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.dropIndex('contact_requests_user_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('contact_requests_user_idx')
    .on('contact_requests')
    .column('user_id')
    .execute();
  await db.schema.dropIndex('contact_requests_user_created_idx').execute();
}

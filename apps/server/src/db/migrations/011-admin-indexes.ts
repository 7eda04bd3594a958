import type { Kysely } from 'kysely';

/**
 * The admin dashboard counts conversations created per day and users active in the last minutes
 * (sessions used since): without these, both scan their whole table on every dashboard load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('conversations_created_idx')
    .on('conversations')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('sessions_last_used_idx')
    .on('sessions')
    .column('last_used_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_last_used_idx').execute();
  await db.schema.dropIndex('conversations_created_idx').execute();
}

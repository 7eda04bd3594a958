import { sql, type Kysely } from 'kysely';

/**
 * The start-up sweep (and PostgreSQL's periodic one) looks for answers still 'streaming': live ones
 * and those a stopped process left behind. 006 indexed every message's status for it, so each turn
 * wrote an entry for its root and question too (never looked up: they are 'done' from the start), and
 * the index kept one entry per message ever written. A partial index holds only the answers being
 * written, ordered by their last save (the periodic sweep's "not saved since"): a turn writes one entry,
 * its end removes it, and the index stays as small as the number of live answers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('messages_status_idx').execute();
  await sql`create index messages_streaming_idx on messages (updated_at) where status = 'streaming'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('messages_streaming_idx').execute();
  await db.schema.createIndex('messages_status_idx').on('messages').column('status').execute();
}

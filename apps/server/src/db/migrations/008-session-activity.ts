import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Sessions get a public id (what the 'devices' list shows and revoke takes: never the token or its
 * hash) and the time they were last used (for the idle timeout and the list). Sessions open at the
 * upgrade keep working: each gets a fresh id, and counts as last used when it was created.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await sql`update sessions set last_used_at = created_at`.execute(db);
  const rows = await db.selectFrom('sessions').select('token_hash').execute();
  for (const row of rows as { token_hash: string }[]) {
    await db
      .updateTable('sessions')
      .set({ id: randomUUID() })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  await db.schema.createIndex('sessions_id_idx').on('sessions').column('id').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_id_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('sessions').dropColumn('id').execute();
}

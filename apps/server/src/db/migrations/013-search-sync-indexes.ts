import type { Kysely } from 'kysely';

/**
 * Other instances' robot search indexes read what changed since a moment (`updated_at >= since`) on
 * their fallback poll; without this, each poll scans the whole robots table (about 1 GB at a million
 * robots on PostgreSQL). Directory items have had theirs (kind, updated_at) since 009.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('robots_updated_idx').on('robots').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('robots_updated_idx').execute();
}

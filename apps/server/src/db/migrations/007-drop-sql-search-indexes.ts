import { sql, type Kysely } from 'kysely';
import { addTrigramIndex } from './002-robots.ts';
import { down as dropGramIndex, up as addGramIndex } from './004-robot-search-grams.ts';

/**
 * Robot search answers from the in-memory index (lib/search/search-index.ts, decision 005), so
 * the database's own search indexes are dead weight: PostgreSQL's trigram GIN (002) and gram GIN
 * (004), and SQLite's FTS5 table with the triggers that refill it (004), all recomputed on every
 * robot write. They go. SQLite keeps registering the `robot_search_grams` function
 * (db/database.ts) only because migration 004 still runs on a fresh database before this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await dropGramIndex(db);
    await sql`drop index if exists robots_search_trgm_idx`.execute(db);
    return;
  }
  // Emptied first: dropping the FTS5 table leaves the shadow table of its unindexed column
  // (contentless_unindexed=1) behind, and this connection may not drop that one itself.
  await sql`insert into robots_search_grams (robots_search_grams) values ('delete-all')`.execute(
    db,
  );
  await dropGramIndex(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await addGramIndex(db);
  if (isPostgres(db)) await addTrigramIndex(db);
}

/** Only PostgreSQL numbers its parameters ($1). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isPostgres = (db: Kysely<any>): boolean => sql`select ${1}`.compile(db).sql.includes('$1');

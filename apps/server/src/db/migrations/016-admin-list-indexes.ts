import { sql, type Kysely } from 'kysely';

/**
 * The admin's lists of robots and of directory items (per kind) show every row newest first
 * (`created_at desc, id desc`): all of them, or the hidden ones only, or the others. No index had that
 * order (002's robot indexes lead with `visibility`, 009's directory index with `featured`), so each
 * page sorted the whole table, with every stream waiting on SQLite: at 100,000 rows, 60 ms for the
 * robots (27 ms for the hidden ones) and 16-24 ms for the AI tools. An index of that order serves a
 * page by reading its rows; a partial one of the hidden rows serves their page and their count (and,
 * taken from the count of all, the count of the others: db/count-difference.ts). Neither holds a
 * column that changes after a row is created, so the counters' updates (views, chats, favourites)
 * do not touch them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index robots_created_idx on robots (created_at desc, id desc)`.execute(db);
  await sql`create index robots_hidden_created_idx on robots (created_at desc, id desc) where hidden = 1`.execute(
    db,
  );
  await sql`create index directory_items_created_idx on directory_items (kind, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index directory_items_hidden_created_idx on directory_items (kind, created_at desc, id desc) where hidden = 1`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'directory_items_hidden_created_idx',
    'directory_items_created_idx',
    'robots_hidden_created_idx',
    'robots_created_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}

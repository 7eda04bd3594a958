import { sql, type Kysely } from 'kysely';

/**
 * Robots, favourites and the knowledge chunks of knowledge-based robots.
 *
 * Search is a LIKE over `search_text` (name, intro and keywords, NFKC-normalised and lowercased by the
 * server), which handles Chinese queries of any length without a word segmenter. The list sorts each
 * have an index led by `visibility`, so a page of public robots is read in order and stops at LIMIT.
 * On PostgreSQL a pg_trgm GIN index lets LIKE '%kw%' skip the scan for queries of 3+ characters.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('robots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('headportrait_url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('guide_words', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('knowledge_base', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The three sorts of the square (ties broken by id, in the same direction) and "my robots".
  await sql`create index robots_public_favorites_idx on robots (visibility, favorite_count desc, id desc)`.execute(
    db,
  );
  await sql`create index robots_public_traffic_idx on robots (visibility, (view_count + chat_count) desc, id desc)`.execute(
    db,
  );
  await sql`create index robots_public_latest_idx on robots (visibility, created_at desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createIndex('robots_owner_idx')
    .on('robots')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('robot_favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('robot_id', 'text', (c) => c.notNull().references('robots.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('robot_favorites_pk', ['user_id', 'robot_id'])
    .execute();
  await db.schema
    .createIndex('robot_favorites_robot_idx')
    .on('robot_favorites')
    .column('robot_id')
    .execute();
  await db.schema
    .createIndex('robot_favorites_user_created_idx')
    .on('robot_favorites')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('robot_knowledge_chunks')
    .addColumn('robot_id', 'text', (c) => c.notNull().references('robots.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('robot_knowledge_chunks_pk', ['robot_id', 'seq'])
    .execute();

  if (isPostgres(db)) await addTrigramIndex(db);
}

/** The migration is dialect-neutral Kysely; only PostgreSQL numbers its parameters ($1). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isPostgres = (db: Kysely<any>): boolean => sql`select ${1}`.compile(db).sql.includes('$1');

/**
 * pg_trgm is optional: without it (an extension the database may not offer, or a role that may not
 * create it) search still works, only without the index. The attempt runs under a savepoint because
 * the migration is one transaction and a failed statement would otherwise abort it.
 *
 * The extension goes into `public` when it has to be created: extensions belong to the database, and
 * one created inside a per-test schema would vanish with that schema. The operator class is qualified
 * with the schema the extension really lives in, since it may not be on this connection's search_path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function addTrigramIndex(db: Kysely<any>): Promise<void> {
  const schemaOfTrgm = async () => {
    const { rows } = await sql<{ nspname: string }>`
      select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.nspname;
  };
  let schema = await schemaOfTrgm();
  if (!schema) {
    await sql`savepoint robots_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm schema public`.execute(db);
      await sql`release savepoint robots_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint robots_trgm`.execute(db);
    }
    schema = await schemaOfTrgm();
  }
  if (!schema) return;
  // fastupdate off: robots are written rarely and searched constantly. With it on, new rows wait in
  // GIN's pending list, which every search then scans and which makes the planner skip the index.
  await sql`create index robots_search_trgm_idx on robots using gin (search_text ${sql.id(schema)}.gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['robot_knowledge_chunks', 'robot_favorites', 'robots']) {
    await db.schema.dropTable(t).execute();
  }
}

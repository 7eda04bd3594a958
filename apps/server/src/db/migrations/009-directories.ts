import { sql, type Kysely } from 'kysely';

/**
 * The three directories (AI tools, articles, industry applications) in one table, a kind column
 * telling them apart: they share one shape, so one engine serves them. `title` is an AI tool's name,
 * `image` an AI tool's image or an article's cover, `body` its markdown (detail or content).
 *
 * An AI tool's `url_key` is its normalised address (scheme and host lowercased, default port, trailing
 * slash, fragment and tracking parameters dropped); the unique index on (kind, url_key) makes a second
 * submission of the same tool fail even when two race. Other kinds leave it null (nulls never clash).
 * Search runs in memory (decision 005); the list indexes serve "mine", favourites and the featured row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('directory_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('url_key', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('directory_items_url_key_idx')
    .on('directory_items')
    .columns(['kind', 'url_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('directory_items_owner_idx')
    .on('directory_items')
    .columns(['owner_id', 'kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('directory_items_updated_idx')
    .on('directory_items')
    .columns(['kind', 'updated_at'])
    .execute();
  await sql`create index directory_items_featured_idx on directory_items (kind, featured, hidden, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('directory_item_categories')
    .addColumn('item_id', 'text', (c) =>
      c.notNull().references('directory_items.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('directory_item_categories_pk', ['item_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('directory_favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) =>
      c.notNull().references('directory_items.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('directory_favorites_pk', ['user_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('directory_favorites_user_idx')
    .on('directory_favorites')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('directory_favorites_item_idx')
    .on('directory_favorites')
    .column('item_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('directory_favorites').execute();
  await db.schema.dropTable('directory_item_categories').execute();
  await db.schema.dropTable('directory_items').execute();
}

import type { Kysely } from 'kysely';

/**
 * The BM25 index of each knowledge robot's passages (issue 12), written with the passages whenever
 * they change, so that a question no longer tokenises the whole knowledge base:
 * - `stamp`: a new id each time the passages and their index are replaced; the chat keeps parsed
 *   indexes in memory and reuses one while its stamp is still the stored one;
 * - `format`: the tokeniser's and the body's version (INDEX_FORMAT in lib/passages/passage-index.ts);
 *   an index of another format is rebuilt from the passages when first used;
 * - `body`: JSON `{ lengths: number[], postings: { term: [passage, count, ...] } }`.
 *
 * No backfill here: a robot saved before this migration has no row, and its index is built from its
 * stored passages the first time someone asks it a question (then stored). Building every index here
 * would tokenise every knowledge base during start-up, with the tokeniser of today frozen into a
 * migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('robot_knowledge_index')
    .addColumn('robot_id', 'text', (c) =>
      c.primaryKey().references('robots.id').onDelete('cascade'),
    )
    .addColumn('stamp', 'text', (c) => c.notNull())
    .addColumn('format', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('robot_knowledge_index').execute();
}

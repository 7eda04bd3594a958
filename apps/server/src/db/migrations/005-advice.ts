import type { Kysely } from 'kysely';

/**
 * AI-writing uses spent, one row per user and kind. The quota is enforced by a conditional update of
 * this row (`spent < quota`), which the database serialises, so parallel requests cannot overrun it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('advice_uses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('advice_uses_pk', ['user_id', 'kind'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('advice_uses').execute();
}

import { sql, type Expression, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** A `select count(*) as n ...` query. */
type Count = Expression<{ n: unknown }> & {
  executeTakeFirst(): Promise<{ n: unknown } | undefined>;
};

/**
 * The total of an admin list filtered by its hidden flag: all rows (no filter), the hidden ones, or
 * the others, counted as all rows minus the hidden ones in one statement (so both counts see the same
 * rows). Nearly every row is not hidden, so counting those directly reads the whole table, where all
 * rows and the hidden ones are each counted from an index (migration 016).
 */
export function hiddenFilterCount(
  db: Kysely<DB>,
  counts: { all: Count; hidden: Count },
  hidden: boolean | undefined,
): Promise<{ n: unknown } | undefined> {
  if (hidden === undefined) return counts.all.executeTakeFirst();
  if (hidden) return counts.hidden.executeTakeFirst();
  return db
    .selectNoFrom(sql<number>`(${counts.all}) - (${counts.hidden})`.as('n'))
    .executeTakeFirst();
}

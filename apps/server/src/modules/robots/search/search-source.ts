import { RobotVisibility } from '@robot/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, RobotsTable } from '../../../db/schema.ts';
import { oneCategory } from '../../../lib/search/search-index.ts';
import type { SearchRow, SearchSource } from '../../../lib/search/search-sync.ts';

const searchColumns = [
  'id',
  'search_text',
  'category_id',
  'visibility',
  'hidden',
  'favorite_count',
  'view_count',
  'chat_count',
  'created_at',
  'updated_at',
] as const;

type SearchColumns = Pick<Selectable<RobotsTable>, (typeof searchColumns)[number]>;

// Counts may come back as strings (bigint) from pg.
const toInt = (v: unknown): number => Number(v ?? 0);

const toSearchRow = (r: SearchColumns): SearchRow => ({
  id: r.id,
  searchText: r.search_text,
  categories: oneCategory(toInt(r.category_id)),
  favoriteCount: toInt(r.favorite_count),
  traffic: toInt(r.view_count) + toInt(r.chat_count),
  createdAt: r.created_at,
  // a robot a superuser hid is never listed (robots.hidden, migration 010)
  listed: toInt(r.visibility) === RobotVisibility.public && toInt(r.hidden) === 0,
  updatedAt: r.updated_at,
});

/**
 * The robots table as the search index (lib/search) reads it: every listed robot (public, not hidden),
 * changes, robots by id (another instance's notification), counts, one robot.
 */
export function createSearchSource(db: Kysely<DB>): SearchSource & {
  /** One robot as the index holds it, read back after a write (undefined once deleted). */
  searchRow(id: string): Promise<SearchRow | undefined>;
} {
  return {
    async searchRows(since?: string): Promise<SearchRow[]> {
      let q = db.selectFrom('robots').select(searchColumns);
      q = since
        ? q.where('updated_at', '>=', since)
        : q.where('visibility', '=', RobotVisibility.public).where('hidden', '=', 0);
      return (await q.execute()).map(toSearchRow);
    },
    async searchRowsByIds(ids: readonly string[]): Promise<SearchRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('robots')
        .select(searchColumns)
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(toSearchRow);
    },
    async searchCounts(after: string, limit: number) {
      const rows = await db
        .selectFrom('robots')
        .select(['id', 'favorite_count', 'view_count', 'chat_count'])
        .where('visibility', '=', RobotVisibility.public)
        .where('hidden', '=', 0)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        favoriteCount: toInt(r.favorite_count),
        traffic: toInt(r.view_count) + toInt(r.chat_count),
      }));
    },
    async searchRow(id: string): Promise<SearchRow | undefined> {
      const row = await db
        .selectFrom('robots')
        .select(searchColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toSearchRow(row);
    },
  };
}

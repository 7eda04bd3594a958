import type { DirectoryKind } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchRow, SearchSource } from '../../../lib/search/search-sync.ts';

/** A directory item as its kind's index reads it: the generic row plus the kind it belongs to. */
export interface DirectorySearchRow extends SearchRow {
  kind: DirectoryKind;
}

const itemColumns = [
  'id',
  'kind',
  'search_text',
  'hidden',
  'favorite_count',
  'view_count',
  'created_at',
  'updated_at',
] as const;

// Counts may come back as strings (bigint) from pg.
const toInt = (v: unknown): number => Number(v ?? 0);

interface ItemColumns {
  id: string;
  kind: DirectoryKind;
  search_text: string;
  hidden: number;
  favorite_count: number;
  view_count: number;
  created_at: string;
  updated_at: string;
}

const toRow = (r: ItemColumns, categories: number[] | undefined): DirectorySearchRow => ({
  id: r.id,
  kind: r.kind,
  searchText: r.search_text,
  categories: categories ?? [],
  favoriteCount: toInt(r.favorite_count),
  traffic: toInt(r.view_count),
  createdAt: r.created_at,
  listed: toInt(r.hidden) === 0,
  updatedAt: r.updated_at,
});

/** item id -> its categories in the submitter's order */
function groupCategories(rows: { item_id: string; category_id: number }[]): Map<string, number[]> {
  const byItem = new Map<string, number[]>();
  for (const r of rows) {
    const list = byItem.get(r.item_id);
    if (list) list.push(toInt(r.category_id));
    else byItem.set(r.item_id, [toInt(r.category_id)]);
  }
  return byItem;
}

/**
 * `directory_items` and `directory_item_categories` as the index of one kind reads them: every item
 * that is not hidden (the load), every item of the kind changed at or after `since` (hidden or not,
 * so that hiding removes it), items of the kind by id (another instance's notification; an item of
 * another kind is left out, which removes it from this index), the counts, and one item by id (after
 * a write on this instance). An item's categories are read in a second query over the same items,
 * joined by id.
 */
export function createDirectorySearchSource(db: Kysely<DB>, kind: DirectoryKind): SearchSource {
  return {
    async searchRows(since?: string): Promise<DirectorySearchRow[]> {
      let items = db.selectFrom('directory_items').select(itemColumns).where('kind', '=', kind);
      let links = db
        .selectFrom('directory_item_categories as c')
        .innerJoin('directory_items as i', 'i.id', 'c.item_id')
        .select(['c.item_id', 'c.category_id'])
        .where('i.kind', '=', kind)
        .orderBy('c.item_id')
        .orderBy('c.position');
      if (since) {
        items = items.where('updated_at', '>=', since);
        links = links.where('i.updated_at', '>=', since);
      } else {
        items = items.where('hidden', '=', 0);
        links = links.where('i.hidden', '=', 0);
      }
      const [rows, categories] = await Promise.all([items.execute(), links.execute()]);
      const byItem = groupCategories(categories);
      return rows.map((r) => toRow(r, byItem.get(r.id)));
    },
    async searchRowsByIds(ids: readonly string[]): Promise<DirectorySearchRow[]> {
      if (ids.length === 0) return [];
      const [rows, categories] = await Promise.all([
        db
          .selectFrom('directory_items')
          .select(itemColumns)
          .where('kind', '=', kind)
          .where('id', 'in', [...ids])
          .execute(),
        db
          .selectFrom('directory_item_categories')
          .select(['item_id', 'category_id'])
          .where('item_id', 'in', [...ids])
          .orderBy('item_id')
          .orderBy('position')
          .execute(),
      ]);
      const byItem = groupCategories(categories);
      return rows.map((r) => toRow(r, byItem.get(r.id)));
    },
    async searchCounts(after: string, limit: number) {
      const rows = await db
        .selectFrom('directory_items')
        .select(['id', 'favorite_count', 'view_count'])
        .where('kind', '=', kind)
        .where('hidden', '=', 0)
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        favoriteCount: toInt(r.favorite_count),
        traffic: toInt(r.view_count),
      }));
    },
  };
}

/** One item as its kind's index holds it, read back after a write (undefined once deleted). */
export async function readDirectorySearchRow(
  db: Kysely<DB>,
  id: string,
): Promise<DirectorySearchRow | undefined> {
  const [row, categories] = await Promise.all([
    db.selectFrom('directory_items').select(itemColumns).where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('directory_item_categories')
      .select(['item_id', 'category_id'])
      .where('item_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  return row && toRow(row, groupCategories(categories).get(id));
}

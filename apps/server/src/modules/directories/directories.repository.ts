import type { DirectoryKind } from '@robot/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isUniqueViolation } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { createDirectoriesAdminQueries } from './directories-admin.repository.ts';
import type {
  DirectoryAccess,
  DirectoryCardRow,
  DirectoryColumns,
  DirectoryFlagsRow,
  DirectoryFullRow,
  DirectoryRow,
  Page,
} from './directory-rows.ts';

const cardColumns = [
  'directory_items.id',
  'directory_items.kind',
  'directory_items.owner_id',
  'users.nickname as owner_nickname',
  'directory_items.title',
  'directory_items.intro',
  'directory_items.image',
  'directory_items.url',
  'directory_items.url_key',
  'directory_items.excerpt',
  'directory_items.hidden',
  'directory_items.featured',
  'directory_items.view_count',
  'directory_items.favorite_count',
  'directory_items.created_at',
  'directory_items.updated_at',
] as const;

// PostgreSQL answers booleans, SQLite 0/1; counts may come back as strings (bigint) from pg.
const toBool = (v: unknown): boolean => v === true || Number(v) === 1;
const toInt = (v: unknown): number => Number(v ?? 0);

/** A write the unique url index refused: another AI tool has this address. */
export type WriteRefusal = 'duplicateUrl';

/**
 * Every query on directory items, their categories and favourites. Search is not here: the search
 * unit (search/) reads these tables itself and answers ids, which `cardsByIds` turns into cards.
 */
export function createDirectoriesRepository(
  db: Kysely<DB>,
  /** the database's reads that may scan (Database.reads): the admin's list */
  reads: Kysely<DB> = db,
) {
  const isFavoriteOf = (viewerId: string | null): RawBuilder<SqlBool> =>
    viewerId
      ? sql<SqlBool>`exists (select 1 from directory_favorites f where f.item_id = directory_items.id and f.user_id = ${viewerId})`
      : sql<SqlBool>`${sql.lit(false)}`;

  const cards = (viewerId: string | null) =>
    db
      .selectFrom('directory_items')
      .innerJoin('users', 'users.id', 'directory_items.owner_id')
      .select(cardColumns)
      .select(isFavoriteOf(viewerId).as('is_favorite'));

  /** The category ids of these items, each item's in its author's order. */
  async function categoriesOf(ids: string[]): Promise<Map<string, number[]>> {
    const byItem = new Map<string, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byItem;
    const rows = await db
      .selectFrom('directory_item_categories')
      .select(['item_id', 'category_id'])
      .where('item_id', 'in', ids)
      .orderBy('item_id')
      .orderBy('position')
      .execute();
    for (const r of rows) byItem.get(r.item_id)?.push(toInt(r.category_id));
    return byItem;
  }

  type RawCard = Omit<DirectoryCardRow, 'is_favorite' | 'categories'> & { is_favorite: unknown };

  async function finish<T extends RawCard>(
    rows: T[],
  ): Promise<(T & { is_favorite: boolean; categories: number[] })[]> {
    const categories = await categoriesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      ...r,
      is_favorite: toBool(r.is_favorite),
      categories: categories.get(r.id) ?? [],
    }));
  }

  async function page(
    rows: Promise<RawCard[]>,
    total: Promise<{ n: unknown } | undefined>,
  ): Promise<Page<DirectoryCardRow>> {
    const [list, count] = await Promise.all([rows, total]);
    return { rows: await finish(list), total: toInt(count?.n) };
  }

  async function writeCategories(
    trx: Kysely<DB>,
    itemId: string,
    categories: number[],
  ): Promise<void> {
    await trx.deleteFrom('directory_item_categories').where('item_id', '=', itemId).execute();
    await trx
      .insertInto('directory_item_categories')
      .values(
        categories.map((category_id, position) => ({ item_id: itemId, category_id, position })),
      )
      .execute();
  }

  /** Runs a write; the unique url index saying no becomes a refusal, anything else is thrown. */
  async function unlessDuplicate(write: () => Promise<void>): Promise<WriteRefusal | null> {
    try {
      await write();
      return null;
    } catch (err) {
      if (isUniqueViolation(err)) return 'duplicateUrl';
      throw err;
    }
  }

  return {
    ...createDirectoriesAdminQueries(db, reads),

    async findAccess(kind: DirectoryKind, id: string): Promise<DirectoryAccess | undefined> {
      const row = await db
        .selectFrom('directory_items')
        .select(['id', 'kind', 'owner_id', 'hidden'])
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row && { ...row, hidden: toBool(row.hidden) };
    },

    async findFull(
      kind: DirectoryKind,
      id: string,
      viewerId: string | null,
    ): Promise<DirectoryFullRow | undefined> {
      const row = await cards(viewerId)
        .select('directory_items.body')
        .where('directory_items.id', '=', id)
        .where('directory_items.kind', '=', kind)
        .executeTakeFirst();
      return row && (await finish([row]))[0];
    },

    /** The item with its categories, or the refusal of the unique url index. */
    insert(row: DirectoryRow, categories: number[]): Promise<WriteRefusal | null> {
      return unlessDuplicate(() =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('directory_items').values(row).execute();
          await writeCategories(trx, row.id, categories);
        }),
      );
    },

    update(
      id: string,
      columns: DirectoryColumns & { updated_at: string },
      categories: number[],
    ): Promise<WriteRefusal | null> {
      return unlessDuplicate(() =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('directory_items').set(columns).where('id', '=', id).execute();
          await writeCategories(trx, id, categories);
        }),
      );
    },

    /**
     * Sets the flags given (others kept) and answers both as they now are. A change moves
     * `updated_at`, which is how other instances' search indexes learn of it.
     */
    async setFlags(
      id: string,
      flags: { hidden?: boolean | undefined; featured?: boolean | undefined },
      now: string,
    ): Promise<DirectoryFlagsRow> {
      const set = {
        ...(flags.hidden === undefined ? {} : { hidden: flags.hidden ? 1 : 0 }),
        ...(flags.featured === undefined ? {} : { featured: flags.featured ? 1 : 0 }),
      };
      if (Object.keys(set).length > 0) {
        await db
          .updateTable('directory_items')
          .set({ ...set, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      const row = await db
        .selectFrom('directory_items')
        .select(['hidden', 'featured'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { hidden: toBool(row.hidden), featured: toBool(row.featured) };
    },

    /** Deletes an item; its categories and favourites go with it (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('directory_items').where('id', '=', id).execute();
    },

    /** One more view, counted by the database so parallel views are never lost. */
    async addView(id: string): Promise<void> {
      await db
        .updateTable('directory_items')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async viewCount(id: string): Promise<number> {
      const row = await db
        .selectFrom('directory_items')
        .select('view_count')
        .where('id', '=', id)
        .executeTakeFirst();
      return toInt(row?.view_count);
    },

    /** The cards of these ids in this order, hidden ones left out (the search may lag a write). */
    async cardsByIds(ids: string[], viewerId: string | null): Promise<DirectoryCardRow[]> {
      if (ids.length === 0) return [];
      const rows = await finish(
        await cards(viewerId).where('directory_items.id', 'in', ids).execute(),
      );
      const byId = new Map(rows.filter((r) => !toBool(r.hidden)).map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Featured items that are not hidden, newest first. */
    featured(kind: DirectoryKind, skip: number, limit: number, viewerId: string | null) {
      return page(
        cards(viewerId)
          .where('directory_items.kind', '=', kind)
          .where('directory_items.featured', '=', 1)
          .where('directory_items.hidden', '=', 0)
          .orderBy('directory_items.created_at', 'desc')
          .orderBy('directory_items.id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('directory_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', kind)
          .where('featured', '=', 1)
          .where('hidden', '=', 0)
          .executeTakeFirst(),
      );
    },

    /** The owner's items of a kind, hidden ones included, newest first. */
    listByOwner(kind: DirectoryKind, ownerId: string, skip: number, limit: number) {
      return page(
        cards(ownerId)
          .where('directory_items.owner_id', '=', ownerId)
          .where('directory_items.kind', '=', kind)
          .orderBy('directory_items.created_at', 'desc')
          .orderBy('directory_items.id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('directory_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', ownerId)
          .where('kind', '=', kind)
          .executeTakeFirst(),
      );
    },

    /** The user's favourites of a kind, newest favourite first; hidden ones only when their own. */
    listFavorites(kind: DirectoryKind, userId: string, skip: number, limit: number) {
      const shown = sql<SqlBool>`(directory_items.hidden = 0 or directory_items.owner_id = ${userId})`;
      return page(
        db
          .selectFrom('directory_favorites as fav')
          .innerJoin('directory_items', 'directory_items.id', 'fav.item_id')
          .innerJoin('users', 'users.id', 'directory_items.owner_id')
          .select(cardColumns)
          .select(sql<SqlBool>`${sql.lit(true)}`.as('is_favorite'))
          .where('fav.user_id', '=', userId)
          .where('directory_items.kind', '=', kind)
          .where(shown)
          .orderBy('fav.created_at', 'desc')
          .orderBy('directory_items.id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('directory_favorites as fav')
          .innerJoin('directory_items', 'directory_items.id', 'fav.item_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('fav.user_id', '=', userId)
          .where('directory_items.kind', '=', kind)
          .where(shown)
          .executeTakeFirst(),
      );
    },

    /**
     * Sets or clears one user's favourite and answers the item's count. The count moves only when a
     * row was really inserted or deleted, in the same transaction, so repeats change nothing and
     * parallel favourites all count once.
     */
    async setFavorite(userId: string, itemId: string, favorite: boolean, now: string) {
      return db.transaction().execute(async (trx) => {
        let delta = 0;
        if (favorite) {
          const res = await trx
            .insertInto('directory_favorites')
            .values({ user_id: userId, item_id: itemId, created_at: now })
            .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
            .executeTakeFirst();
          delta = toInt(res.numInsertedOrUpdatedRows) > 0 ? 1 : 0;
        } else {
          const res = await trx
            .deleteFrom('directory_favorites')
            .where('user_id', '=', userId)
            .where('item_id', '=', itemId)
            .executeTakeFirst();
          delta = toInt(res.numDeletedRows) > 0 ? -1 : 0;
        }
        if (delta !== 0) {
          await trx
            .updateTable('directory_items')
            .set((eb) => ({ favorite_count: eb('favorite_count', '+', delta) }))
            .where('id', '=', itemId)
            .execute();
        }
        const row = await trx
          .selectFrom('directory_items')
          .select('favorite_count')
          .where('id', '=', itemId)
          .executeTakeFirst();
        return toInt(row?.favorite_count);
      });
    },
  };
}

export type DirectoriesRepository = ReturnType<typeof createDirectoriesRepository>;

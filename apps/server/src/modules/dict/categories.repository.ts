import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Which dictionary a category belongs to; later directories (aitool, article, xky) add their own. */
export type CategoryKind = 'robot' | 'aitool' | 'article' | 'xky';

export interface CategoryRow {
  id: number;
  nameEn: string;
  nameZh: string;
}

export function createCategoriesRepository(db: Kysely<DB>) {
  return {
    async list(kind: CategoryKind): Promise<CategoryRow[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'name_en as nameEn', 'name_zh as nameZh'])
        .where('kind', '=', kind)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async exists(kind: CategoryKind, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('categories')
        .select('id')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Inserts the categories that are not there yet and leaves existing ones alone (an operator may have
     * renamed them). Safe when several instances start at once.
     */
    async insertMissing(
      kind: CategoryKind,
      rows: readonly { id: number; nameEn: string; nameZh: string }[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('categories')
        .values(
          rows.map((r, i) => ({
            kind,
            id: r.id,
            name_en: r.nameEn,
            name_zh: r.nameZh,
            sort: i + 1,
          })),
        )
        .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

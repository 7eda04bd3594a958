import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createCategoriesRepository, type CategoryKind } from './categories.repository.ts';
import {
  aiToolCategorySeeds,
  articleCategorySeeds,
  robotCategorySeeds,
  xkyCategorySeeds,
} from './categories.seed.ts';
import { registerDictRoutes } from './dict.routes.ts';

/** What other modules may ask of the dictionaries (never the categories repository itself). */
export interface CategoryLookup {
  exists(kind: CategoryKind, id: number): Promise<boolean>;
  /** the categories of a kind, in their display order */
  list(kind: CategoryKind): Promise<{ id: number; nameEn: string; nameZh: string }[]>;
}
export type { CategoryKind };

/**
 * Dictionaries (categories). The seed is start-up work (start-up.ts): it runs at every start and only
 * adds what is missing.
 */
export function createDictModule(ctx: Pick<AppContext, 'database'>) {
  const categories = createCategoriesRepository(ctx.database.db);
  const lookup: CategoryLookup = {
    exists: (kind, id) => categories.exists(kind, id),
    list: (kind) => categories.list(kind),
  };
  return {
    categories: lookup,
    /** start-up: the seeded categories that are missing (an operator's changes are kept) */
    async seedCategories(): Promise<void> {
      await categories.insertMissing('robot', robotCategorySeeds);
      await categories.insertMissing('aitool', aiToolCategorySeeds);
      await categories.insertMissing('article', articleCategorySeeds);
      await categories.insertMissing('xky', xkyCategorySeeds);
    },
    register(router: Router): void {
      registerDictRoutes(router, categories);
    },
  };
}

export type DictModule = ReturnType<typeof createDictModule>;

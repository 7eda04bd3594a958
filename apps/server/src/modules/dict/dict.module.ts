import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { robotCategorySeeds } from './categories.seed.ts';
import { registerDictRoutes } from './dict.routes.ts';

/** Dictionaries (categories). The seed runs at every start-up and only adds what is missing. */
export async function registerDictModule(router: Router, ctx: AppContext): Promise<void> {
  const categories = createCategoriesRepository(ctx.database.db);
  await categories.insertMissing('robot', robotCategorySeeds);
  registerDictRoutes(router, categories);
}

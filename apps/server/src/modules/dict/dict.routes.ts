import { dictApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { CategoriesRepository } from './categories.repository.ts';

export function registerDictRoutes(router: Router, categories: CategoriesRepository): void {
  router.route(dictApi.robotCategories, {
    auth: 'public',
    handler: async () => {
      const list = await categories.list('robot');
      return { list, total: list.length };
    },
  });
}

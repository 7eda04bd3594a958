import { createUserBrake } from '../../lib/user-brake.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createViewDedup } from '../../lib/view-dedup.ts';
import type { CategoryLookup } from '../dict/dict.module.ts';
import { directoryKinds } from './directory-kinds.ts';
import { createDirectoriesRepository } from './directories.repository.ts';
import { registerDirectoryRoutes } from './directories.routes.ts';
import { createDirectoryService, type DirectoryServiceDeps } from './directories.service.ts';
import type { DirectorySearch } from './search/directory-search.ts';

export interface DirectoriesModuleDeps extends AppContext {
  /** the dict module's categories of each kind */
  categories: CategoryLookup;
  /** the search unit (search/): answers ids, told of every write */
  search: DirectorySearch;
  /** where a superuser's flag changes are recorded (the admin module's audit log) */
  audit?: AuditLog;
}

/**
 * The three directories (AI tools, articles, industry applications): one engine, three kinds
 * (directory-kinds.ts). Searching is the search unit's; this module keeps the rows and the rules and
 * tells the unit which item changed after every write.
 */
export function createDirectoriesModule(deps: DirectoriesModuleDeps) {
  const { config } = deps;
  const shared: DirectoryServiceDeps = {
    items: createDirectoriesRepository(deps.database.db, deps.database.reads),
    categories: deps.categories,
    search: deps.search,
    counters: deps.counters,
    quotas: {
      submitsPerDay: config.DIRECTORY_SUBMITS_PER_DAY,
      savesPerMinute: config.DIRECTORY_SAVES_PER_MINUTE,
    },
    views: createViewDedup(deps.counters, {
      scope: 'directories:view',
      windowSeconds: config.VIEW_DEDUP_SECONDS,
      visitorsPerAddress: config.VIEW_VISITORS_PER_ADDRESS,
      secret: config.VIEW_KEY_SECRET,
    }),
    favoriteBrake: createUserBrake(deps.counters, 'favorites', config.FAVORITES_PER_MINUTE),
  };
  const services = {
    aitool: createDirectoryService(directoryKinds.aitool, shared),
    article: createDirectoryService(directoryKinds.article, shared),
    xky: createDirectoryService(directoryKinds.xky, shared),
  };

  return {
    services,
    register(router: Router): void {
      registerDirectoryRoutes(router, services, deps.categories, deps.audit);
    },
  };
}

export type DirectoriesModule = ReturnType<typeof createDirectoriesModule>;

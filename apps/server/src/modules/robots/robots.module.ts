import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';
import { createStorage, type Storage } from '../../lib/storage/index.ts';
import { createCategoriesRepository } from '../dict/categories.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { seedDemoRobots } from './demo/seed-demo-robots.ts';
import { registerRobotRoutes } from './robots.routes.ts';
import { createRobotsRepository } from './robots.repository.ts';
import { createRobotsService, type RobotsService } from './robots.service.ts';
import { startSearchIndexSync } from './search-index-sync.ts';

export interface RobotModuleDeps extends AppContext {
  /** where demo portraits go; by default the store the configuration names */
  storage?: Storage;
  log?: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** registers what must run when the app closes (the search index's refresh timers) */
  onClose?: (fn: () => void) => void;
}

/**
 * Robots: the square, the form, prompts, favourites and knowledge passages. Answers the service so
 * that the chat can reach robots (`forChat`, `countChat`) through the same rules. With SEED_DEMO it
 * fills the square with the demo robots on the first start (after the user module made the account).
 * Then it loads the in-memory search index of public robots and keeps it refreshed (decision 005).
 */
export async function registerRobotModule(
  router: Router,
  deps: RobotModuleDeps,
): Promise<RobotsService> {
  const repository = createRobotsRepository(deps.database.db);
  const robots = createRobotsService({
    robots: repository,
    categories: createCategoriesRepository(deps.database.db),
  });
  registerRobotRoutes(router, robots);
  if (deps.config.SEED_DEMO) {
    await seedDemoRobots({
      robots: repository,
      users: createUsersRepository(deps.database.db),
      storage: deps.storage ?? createStorage(deps.config),
      ...(deps.log ? { log: deps.log } : {}),
    });
  }
  const sync = await startSearchIndexSync(repository.searchIndex, repository.searchSource, {
    refresh: deps.database.kind === 'postgres',
    ...(deps.log ? { log: deps.log } : {}),
  });
  deps.onClose?.(sync.stop);
  return robots;
}

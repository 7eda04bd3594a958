import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { createStorage, type Storage } from '../../lib/storage/index.ts';
import { createCategoriesRepository } from '../dict/categories.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { seedDemoRobots } from './demo/seed-demo-robots.ts';
import { registerRobotRoutes } from './robots.routes.ts';
import { createRobotsRepository } from './robots.repository.ts';
import { createRobotsService, type RobotsService } from './robots.service.ts';
import { startSearchIndexSync } from './search-index-sync.ts';
import { createViewDedup } from './view-dedup.ts';

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
  const { config } = deps;
  const repository = createRobotsRepository(deps.database.db, { kind: deps.database.kind });
  const robots = createRobotsService({
    robots: repository,
    categories: createCategoriesRepository(deps.database.db),
    counters: deps.counters,
    quotas: {
      maxRobots: config.ROBOTS_MAX_PER_USER,
      maxKnowledgeChars: config.KNOWLEDGE_MAX_CHARS_PER_USER,
      savesPerMinute: config.ROBOT_SAVES_PER_MINUTE,
    },
    views: createViewDedup(deps.counters, {
      windowSeconds: config.VIEW_DEDUP_SECONDS,
      secret: config.VIEW_KEY_SECRET,
    }),
  });
  registerRobotRoutes(router, robots);
  if (config.SEED_DEMO) {
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

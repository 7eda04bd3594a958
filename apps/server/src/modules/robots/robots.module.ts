import { createUserBrake } from '../../lib/user-brake.ts';
import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { seedDemoRobots } from './demo/seed-demo-robots.ts';
import { registerRobotRoutes } from './robots.routes.ts';
import { createRobotsRepository } from './robots.repository.ts';
import { createRobotsService, type CategoryCheck } from './robots.service.ts';
import { createKnowledgeIndexStore } from './knowledge-index-store.ts';
import { createListPages, SearchIndex, startSearchSync } from './search/index.ts';
import { createViewDedup } from '../../lib/view-dedup.ts';
import type { NotifyBus } from '../../lib/notify/notify-bus.ts';

export interface RobotModuleDeps extends AppContext {
  /** the dict module's answer to "does this category exist" */
  categories: CategoryCheck;
  /** the users module's lookup: who the demo account is (for the demo robots) */
  accounts: { idOfUsername(username: string): Promise<string | undefined> };
  /** where demo portraits go, as uploads do */
  storage: Storage;
  log?: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** tells the other instances of robots written here, and this one of theirs (decision 020) */
  notify?: NotifyBus;
}

/** the bus topic of the robot search index: the ids of robots written */
const SEARCH_TOPIC = 'search:robot';

/**
 * Robots: the square, the form, prompts, favourites and knowledge passages. Answers the service so
 * that the chat can reach robots (`forChat`, `chatCounted`) through the same rules. Its start-up work
 * (start-up.ts): with SEED_DEMO, the demo robots on the first start (after the users module made the
 * account), then the load of the in-memory search index of public robots, kept refreshed until
 * `stop` (decision 005).
 */
export function createRobotModule(deps: RobotModuleDeps) {
  const { config } = deps;
  const index = new SearchIndex();
  const { notify } = deps;
  const repository = createRobotsRepository(deps.database.db, {
    index,
    kind: deps.database.kind,
    reads: deps.database.reads,
    ...(notify ? { reindexed: (id: string) => notify.publish(SEARCH_TOPIC, [id]) } : {}),
  });
  const robots = createRobotsService({
    robots: repository,
    categories: deps.categories,
    counters: deps.counters,
    quotas: {
      maxRobots: config.ROBOTS_MAX_PER_USER,
      maxKnowledgeChars: config.KNOWLEDGE_MAX_CHARS_PER_USER,
      savesPerMinute: config.ROBOT_SAVES_PER_MINUTE,
    },
    views: createViewDedup(deps.counters, {
      scope: 'robots:view',
      windowSeconds: config.VIEW_DEDUP_SECONDS,
      visitorsPerAddress: config.VIEW_VISITORS_PER_ADDRESS,
      secret: config.VIEW_KEY_SECRET,
    }),
    knowledge: createKnowledgeIndexStore(repository, config.KNOWLEDGE_INDEX_CACHE_MB * 1024 * 1024),
    favoriteBrake: createUserBrake(deps.counters, 'favorites', config.FAVORITES_PER_MINUTE),
  });
  const withLog = deps.log ? { log: deps.log } : {};

  return {
    robots,

    /** start-up: the demo robots, once, when SEED_DEMO is on */
    async seedDemo(): Promise<void> {
      if (!config.SEED_DEMO) return;
      await seedDemoRobots({
        robots: repository,
        accounts: deps.accounts,
        storage: deps.storage,
        ...withLog,
      });
    },

    /** robots in the in-memory search index (the metrics read it) */
    searchIndexSize: (): number => index.size,

    /** start-up: fills the search index; answers how to stop its refresh (on close) */
    loadSearchIndex: (): Promise<{ stop(): void }> =>
      startSearchSync(index, repository.searchSource, {
        refresh: deps.database.kind === 'postgres',
        changesEveryMs: config.SEARCH_POLL_MS,
        reconcileEveryMs: config.SEARCH_RECONCILE_MS,
        ...(notify
          ? {
              notify: {
                bus: notify,
                topic: SEARCH_TOPIC,
                fallbackEveryMs: config.NOTIFY_FALLBACK_POLL_MS,
              },
            }
          : {}),
        ...withLog,
      }),

    register(router: Router): void {
      registerRobotRoutes(
        router,
        robots,
        createListPages(robots, () => index.version),
      );
    },
  };
}

export type RobotModule = ReturnType<typeof createRobotModule>;

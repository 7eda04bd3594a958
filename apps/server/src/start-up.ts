import { migrateToLatest, withStartUpLock, type Database } from './db/database.ts';
import type { AuthModule } from './modules/auth/auth.module.ts';
import type { ChatModule } from './modules/chat/chat.module.ts';
import type { DictModule } from './modules/dict/dict.module.ts';
import type { ModelsModule } from './modules/models/models.module.ts';
import type { DirectoryDemo } from './modules/directories/demo/seed-demo-directories.ts';
import type { DirectorySearchUnit } from './modules/directories/search/directory-search-unit.ts';
import type { RobotModule } from './modules/robots/robots.module.ts';
import type { UserModule } from './modules/users/users.module.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';

/** The modules' start-up work, as each module answers it (their `create*Module`). */
export interface StartUpWork {
  database: Database;
  settings: Pick<SettingsService, 'start' | 'stop'>;
  models: Pick<ModelsModule, 'start'>;
  users: Pick<UserModule, 'normaliseStoredPhones' | 'seedAccounts' | 'purgeOldSmsCodes'>;
  auth: Pick<AuthModule, 'purgeExpired'>;
  dict: Pick<DictModule, 'seedCategories'>;
  robots: Pick<RobotModule, 'seedDemo' | 'loadSearchIndex'>;
  directoryDemo: DirectoryDemo;
  directorySearch: Pick<DirectorySearchUnit, 'load'>;
  chat: Pick<ChatModule, 'interruptLeftovers'>;
}

/**
 * Everything the server does to its data before it takes a request, in one place and this order
 * (buildApp runs it before any route is registered; a step that throws stops the start):
 *
 * 1. migrations: the schema, before anything reads a table; then the admin config (settings) is
 *    loaded and its polling started (the models, the grant and the prompts read it); then the
 *    models: OPENAI_* seed the first provider and model while there is none, the registry loads
 *    and follows the settings version (chat and AI writing ask it);
 * 2. phone numbers stored before they were normalised, into E.164 (before anybody signs in by one);
 * 3. accounts: the superuser (ADMIN_*) and, with SEED_DEMO, the demo user;
 * 4. purges: expired sessions, SMS codes older than a day;
 * 5. categories: the seeded ones that are missing (robots name one);
 * 6. demo robots, then demo AI tools, articles and industry applications (SEED_DEMO; need the demo
 *    account of 3 and the categories of 5);
 * 7. the search index of public robots loaded (after 6, so the demo robots are found) and its
 *    refresh started; answered `stop` is for the app's close; then the directories' search indexes
 *    (after 6 too; the app closes them);
 * 8. chat answers a stopped server left 'streaming', marked 'interrupted' (on PostgreSQL, shared by
 *    several instances, only those no longer saved, and a sweep goes on; the app's close stops it).
 *
 * Every step is safe to repeat: a second start on the same database changes nothing it did before.
 * Steps 1 to 6 run under a start-up lock (PostgreSQL: an advisory lock per schema), so that instances
 * started at once take turns instead of racing each other's seeding.
 */
export async function runStartUp(work: StartUpWork): Promise<{ stop(): void }> {
  let searchIndex: { stop(): void } | null = null;
  let orphanSweep: { stop(): void } | void | null = null;
  const stop = () => {
    orphanSweep?.stop();
    searchIndex?.stop();
    work.settings.stop();
  };
  try {
    await withStartUpLock(work.database, async () => {
      await migrateToLatest(work.database);
      await work.settings.start();
      await work.models.start();
      await work.users.normaliseStoredPhones();
      await work.users.seedAccounts();
      await work.auth.purgeExpired();
      await work.users.purgeOldSmsCodes();
      await work.dict.seedCategories();
      await work.robots.seedDemo();
      await work.directoryDemo.seedDemo();
    });
    searchIndex = await work.robots.loadSearchIndex();
    await work.directorySearch.load();
    orphanSweep = await work.chat.interruptLeftovers();
  } catch (err) {
    // a start that fails leaves no polling behind (the app is never closed)
    stop();
    throw err;
  }
  return { stop };
}

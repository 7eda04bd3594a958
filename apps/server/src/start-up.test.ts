import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStartUp } from './start-up.ts';
import { openTestDatabase, testDatabaseKind } from './test/test-app.ts';

describe(`start-up sequence (${testDatabaseKind})`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.drop());

  it('migrates first, then runs the modules’ start-up work in the documented order', async () => {
    const done: string[] = [];
    const step = (name: string) => async () => {
      // every step finds the schema in place
      await db.database.db.selectFrom('users').select('id').limit(1).execute();
      done.push(name);
    };
    const stop = () => done.push('stop');
    const searchIndex = await runStartUp({
      database: db.database,
      settings: { start: step('settings'), stop: () => done.push('settings stop') },
      models: { start: step('models') },
      users: {
        normaliseStoredPhones: step('phones'),
        seedAccounts: step('accounts'),
        purgeOldSmsCodes: step('sms codes'),
      },
      auth: { purgeExpired: step('sessions') },
      dict: { seedCategories: step('categories') },
      robots: {
        seedDemo: step('demo robots'),
        loadSearchIndex: async () => {
          await step('search index')();
          return { stop };
        },
      },
      directoryDemo: { seedDemo: step('demo directories') },
      directorySearch: { load: step('directory search') },
      chat: { interruptLeftovers: step('interrupted answers') },
    });
    expect(done).toEqual([
      'settings',
      'models',
      'phones',
      'accounts',
      'sessions',
      'sms codes',
      'categories',
      'demo robots',
      'demo directories',
      'search index',
      'directory search',
      'interrupted answers',
    ]);
    searchIndex.stop();
    expect(done.slice(-2)).toEqual(['stop', 'settings stop']);
  });

  it('stops at the first step that fails', async () => {
    const done: string[] = [];
    const ok = (name: string) => async () => {
      done.push(name);
    };
    await expect(
      runStartUp({
        database: db.database,
        settings: { start: async () => {}, stop: () => {} },
        models: { start: ok('models') },
        users: {
          normaliseStoredPhones: ok('phones'),
          seedAccounts: async () => {
            throw new Error('ADMIN_USERNAME: 3-32 letters and digits');
          },
          purgeOldSmsCodes: ok('sms codes'),
        },
        auth: { purgeExpired: ok('sessions') },
        dict: { seedCategories: ok('categories') },
        robots: { seedDemo: ok('demo robots'), loadSearchIndex: async () => ({ stop() {} }) },
        directoryDemo: { seedDemo: ok('demo directories') },
        directorySearch: { load: ok('directory search') },
        chat: { interruptLeftovers: ok('interrupted answers') },
      }),
    ).rejects.toThrow('ADMIN_USERNAME');
    expect(done).toEqual(['models', 'phones']);
  });
});

import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-accounts.ts';
import * as m002 from './002-robots.ts';

/** Every migration, in order. Both dialects run the same list. */
const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-robots': m002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-accounts.ts';

/** Every migration, in order. Both dialects run the same list. */
const migrations: Record<string, Migration> = {
  '001-accounts': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

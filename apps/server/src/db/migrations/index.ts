import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-accounts.ts';
import * as m002 from './002-robots.ts';
import * as m004 from './004-robot-search-grams.ts';
import * as m005 from './005-advice.ts';
import * as m006 from './006-chat.ts';
import * as m007 from './007-drop-sql-search-indexes.ts';
import * as m008 from './008-session-activity.ts';
import * as m009 from './009-directories.ts';
import * as m010 from './010-admin.ts';
import * as m011 from './011-admin-indexes.ts';
import * as m012 from './012-knowledge-index.ts';
import * as m013 from './013-search-sync-indexes.ts';
import * as m014 from './014-streaming-answers-index.ts';
import * as m015 from './015-live-conversations-index.ts';
import * as m016 from './016-admin-list-indexes.ts';
import * as m017 from './017-contact-requests-user-index.ts';

/** Every migration, in order. Both dialects run the same list. */
const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-robots': m002,
  '004-robot-search-grams': m004,
  '005-advice': m005,
  '006-chat': m006,
  '007-drop-sql-search-indexes': m007,
  '008-session-activity': m008,
  '009-directories': m009,
  '010-admin': m010,
  '011-admin-indexes': m011,
  '012-knowledge-index': m012,
  '013-search-sync-indexes': m013,
  '014-streaming-answers-index': m014,
  '015-live-conversations-index': m015,
  '016-admin-list-indexes': m016,
  '017-contact-requests-user-index': m017,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { CountryCode } from 'libphonenumber-js';
import type { DB } from '../../db/schema.ts';
import { toE164 } from './phone.ts';

/**
 * Rewrites phone numbers stored before they were normalised (anything not starting with '+') into
 * E.164, on each start; a no-op once done. It runs here rather than as a numbered migration because
 * it needs the configured region and the log. When several accounts turn out to hold one number, the
 * oldest keeps it, the others lose it (they can still sign in by password) and each case is logged.
 * A number that is no phone number at all is left as it is and logged: no input can match it.
 * Stored SMS codes are transient: those of old-form numbers are dropped.
 */
export async function normaliseStoredPhones(deps: {
  db: Kysely<DB>;
  kind: DatabaseKind;
  region: CountryCode;
  log?: FastifyBaseLogger;
}): Promise<void> {
  const { db, kind, region, log } = deps;
  await db
    .deleteFrom('sms_codes')
    .where(notStartingWithPlus(kind, sql.ref('phone')))
    .execute();
  const old = await oldFormMobiles(db, kind).execute();
  if (old.length === 0) return;

  const byNumber = new Map<string, string[]>();
  for (const row of old) {
    const e164 = toE164(row.mobile!, region);
    if (!e164) {
      log?.warn({ userId: row.id }, 'stored mobile is not a valid phone number; left as it is');
      continue;
    }
    byNumber.set(e164, [...(byNumber.get(e164) ?? []), row.id]);
  }

  await db.transaction().execute(async (trx) => {
    for (const [e164, ids] of byNumber) {
      const holders = await trx
        .selectFrom('users')
        .select(['id', 'created_at'])
        .where((eb) => eb.or([eb('id', 'in', ids), eb('mobile', '=', e164)]))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const [keeper, ...others] = holders;
      if (!keeper) continue;
      const now = new Date().toISOString();
      for (const other of others) {
        await trx
          .updateTable('users')
          .set({ mobile: null, updated_at: now })
          .where('id', '=', other.id)
          .execute();
      }
      if (others.length > 0) {
        log?.warn(
          { keptUserId: keeper.id, clearedUserIds: others.map((o) => o.id) },
          'accounts shared one mobile once normalised: the oldest keeps it',
        );
      }
      await trx
        .updateTable('users')
        .set({ mobile: e164, updated_at: now })
        .where('id', '=', keeper.id)
        .execute();
    }
  });
  log?.info({ numbers: byNumber.size }, 'stored mobiles normalised to E.164');
}

/**
 * The users whose stored mobile does not start with '+'. On SQLite (BINARY collation) that is every
 * value below '+' or from ',' (the next character) on: two seeks in the mobile index, where `not like`
 * read every row on each start (72 ms at a million users, before the server listens). PostgreSQL
 * keeps `not like`: its index follows the database's collation, under which a range of '+' need not
 * hold exactly the values starting with it; its read does not block the event loop.
 */
export function oldFormMobiles(db: Kysely<DB>, kind: DatabaseKind) {
  return db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('mobile', 'is not', null)
    .where(notStartingWithPlus(kind, sql.ref('users.mobile')));
}

const notStartingWithPlus = (kind: DatabaseKind, column: ReturnType<typeof sql.ref>) =>
  kind === 'sqlite'
    ? sql<SqlBool>`(${column} < '+' or ${column} >= ',')`
    : sql<SqlBool>`${column} not like '+%'`;

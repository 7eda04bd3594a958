import type { Kysely, Selectable } from 'kysely';
import type { DB, SmsCodesTable } from '../../db/schema.ts';

export type SmsCodeRow = Selectable<SmsCodesTable>;

export function createSmsCodesRepository(db: Kysely<DB>) {
  return {
    async insert(row: SmsCodeRow): Promise<void> {
      await db.insertInto('sms_codes').values(row).execute();
    },

    /** Codes older than `beforeIso` matter to neither a login nor the daily cap. */
    async deleteOlderThan(beforeIso: string): Promise<void> {
      await db.deleteFrom('sms_codes').where('created_at', '<', beforeIso).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    },

    /** Codes sent to `phone` since `sinceIso`, newest first (for the cooldown and the daily cap). */
    async sentSince(phone: string, sinceIso: string): Promise<{ created_at: string }[]> {
      return db
        .selectFrom('sms_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .where('created_at', '>', sinceIso)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** A new code replaces the older ones: only the latest code of a phone can ever be used. */
    async burnOthers(phone: string, keepId: string, nowIso: string): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set({ used_at: nowIso })
        .where('phone', '=', phone)
        .where('id', '!=', keepId)
        .where('used_at', 'is', null)
        .execute();
    },

    async findLive(phone: string, nowIso: string): Promise<SmsCodeRow | undefined> {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /**
     * Counts one wrong try; the try that reaches `maxAttempts` burns the code. Done in one statement so
     * that parallel guesses cannot slip past the limit.
     */
    async countWrongTry(id: string, maxAttempts: number, nowIso: string): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          used_at: eb
            .case()
            .when('attempts', '>=', maxAttempts - 1)
            .then(nowIso)
            .else(eb.ref('used_at'))
            .end(),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Marks the code used; false when another request used it first (single use under a race). */
    async consume(id: string, nowIso: string): Promise<boolean> {
      const res = await db
        .updateTable('sms_codes')
        .set({ used_at: nowIso })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}

export type SmsCodesRepository = ReturnType<typeof createSmsCodesRepository>;

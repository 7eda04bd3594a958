import type { Kysely, Selectable } from 'kysely';
import type { ContactRequestsTable, DB } from '../../db/schema.ts';

export type ContactRow = Selectable<ContactRequestsTable>;

/**
 * The columns a request's sender may read back: never `ip`, `reply_note` or `handled_by`, which
 * belong to the admin inbox.
 */
const OWN_COLUMNS = [
  'id',
  'type',
  'name',
  'requirement',
  'mobile',
  'email',
  'company_name',
  'status',
  'handled_at',
  'created_at',
] as const;

export type OwnContactRow = Pick<ContactRow, (typeof OWN_COLUMNS)[number]>;

export function createContactsRepository(db: Kysely<DB>) {
  return {
    async insert(row: ContactRow): Promise<void> {
      await db.insertInto('contact_requests').values(row).execute();
    },

    /** The request, limited to those sent by `ownerId` unless `ownerId` is null (a superuser). */
    async find(id: string, ownerId: string | null): Promise<OwnContactRow | undefined> {
      let q = db.selectFrom('contact_requests').select(OWN_COLUMNS).where('id', '=', id);
      if (ownerId !== null) q = q.where('user_id', '=', ownerId);
      return q.executeTakeFirst();
    },

    /** A page of the requests `ownerId` sent, newest first, and how many there are (migration 017). */
    async listByOwner(
      ownerId: string,
      skip: number,
      limit: number,
    ): Promise<{ rows: OwnContactRow[]; total: number }> {
      const base = db.selectFrom('contact_requests').where('user_id', '=', ownerId);
      const [rows, count] = await Promise.all([
        base
          .select(OWN_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;

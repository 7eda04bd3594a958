import type { Kysely, Selectable } from 'kysely';
import type { ContactRequestsTable, DB } from '../../db/schema.ts';

export type ContactRow = Selectable<ContactRequestsTable>;

export function createContactsRepository(db: Kysely<DB>) {
  return {
    async insert(row: ContactRow): Promise<void> {
      await db.insertInto('contact_requests').values(row).execute();
    },

    /** The request, limited to those sent by `ownerId` unless `ownerId` is null (a superuser). */
    async find(id: string, ownerId: string | null): Promise<ContactRow | undefined> {
      let q = db.selectFrom('contact_requests').selectAll().where('id', '=', id);
      if (ownerId !== null) q = q.where('user_id', '=', ownerId);
      return q.executeTakeFirst();
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;

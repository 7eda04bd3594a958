import type { z } from 'zod';
import type { ContactRequest, contactsQuery, requirementBody } from '@robot/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { ContactsRepository, OwnContactRow } from './contacts.repository.ts';
import { UserLimits } from './user-limits.ts';

const toContact = (row: OwnContactRow): ContactRequest => ({
  id: row.id,
  type: row.type,
  name: row.name,
  requirement: row.requirement,
  mobile: row.mobile,
  email: row.email,
  companyName: row.company_name,
  status: row.status,
  handledAt: row.handled_at,
  createdAt: row.created_at,
});

export function createContactsService(deps: {
  contacts: ContactsRepository;
  counters: CounterStore;
}) {
  const { contacts, counters } = deps;
  return {
    /** Open to visitors, so every address gets only a few per window. */
    async create(
      body: z.output<typeof requirementBody>,
      caller: { user: CurrentUser | null; ip: string; address: string },
    ): Promise<{ id: string }> {
      const { max, windowSeconds } = UserLimits.requirementPerIp;
      const { count } = await counters.hit(`contact:ip:${caller.address}`, windowSeconds);
      if (count > max) throw new AppError('errors.tooManyRequests');
      const id = newId();
      await contacts.insert({
        id,
        user_id: caller.user?.id ?? null,
        type: body.type,
        name: body.name,
        requirement: body.requirement,
        mobile: body.mobile ?? null,
        email: body.email ?? null,
        // A plain message has no company; a stray one from the form is not kept.
        company_name: body.type === 'cooperation' ? (body.companyName ?? null) : null,
        ip: caller.ip,
        created_at: nowIso(),
        status: 'new',
        reply_note: '',
        handled_at: null,
        handled_by: null,
      });
      return { id };
    },

    /** Someone else's request answers 10404, exactly like a missing one. */
    async get(id: string, user: CurrentUser): Promise<ContactRequest> {
      const row = await contacts.find(id, user.role === 'superuser' ? null : user.id);
      if (!row) throw new AppError('errors.contactNotFound');
      return toContact(row);
    },

    /** The caller's own requests, newest first; those sent signed out belong to nobody. */
    async listMine(
      query: z.output<typeof contactsQuery>,
      user: CurrentUser,
    ): Promise<{ list: ContactRequest[]; total: number }> {
      const page = await contacts.listByOwner(user.id, query.skip, query.limit);
      return { list: page.rows.map(toContact), total: page.total };
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;

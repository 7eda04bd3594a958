import { adminApi, type AdminRequirement } from '@robot/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Router } from '../../lib/router.ts';
import { nowIso } from '../../lib/time.ts';
import type { AuditLog } from './audit-log.ts';

type Status = AdminRequirement['status'];
type Kind = AdminRequirement['type'];

/** The requirements inbox: contact messages and cooperation requests, with their handling. */
export function createRequirementsRepository(db: Kysely<DB>) {
  const base = () =>
    db
      .selectFrom('contact_requests as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.type',
        'c.name',
        'c.requirement',
        'c.mobile',
        'c.email',
        'c.company_name',
        'c.status',
        'c.reply_note',
        'c.handled_at',
        'c.created_at',
        'u.id as uid',
        'u.username',
        'u.nickname',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const view = (r: Row): AdminRequirement => ({
    id: r.id,
    type: r.type,
    name: r.name,
    requirement: r.requirement,
    mobile: r.mobile,
    email: r.email,
    companyName: r.company_name,
    user:
      r.uid && r.username !== null
        ? { uuid: r.uid, username: r.username, nickname: r.nickname ?? '' }
        : null,
    status: r.status,
    replyNote: r.reply_note,
    handledAt: r.handled_at,
    createdAt: r.created_at,
  });

  return {
    async list(filter: { status?: Status; type?: Kind; skip: number; limit: number }) {
      let rows = base();
      let count = db.selectFrom('contact_requests as c').select(sql<number>`count(*)`.as('n'));
      if (filter.status) {
        rows = rows.where('c.status', '=', filter.status);
        count = count.where('c.status', '=', filter.status);
      }
      if (filter.type) {
        rows = rows.where('c.type', '=', filter.type);
        count = count.where('c.type', '=', filter.type);
      }
      const [list, total] = await Promise.all([
        rows
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .offset(filter.skip)
          .limit(filter.limit)
          .execute(),
        count.executeTakeFirst(),
      ]);
      return { list: list.map(view), total: Number(total?.n ?? 0) };
    },

    async get(id: string): Promise<AdminRequirement | null> {
      const row = await base().where('c.id', '=', id).executeTakeFirst();
      return row ? view(row) : null;
    },

    async update(
      id: string,
      change: { status: Status; replyNote: string; handledBy: string },
    ): Promise<void> {
      const handled = change.status === 'handled';
      await db
        .updateTable('contact_requests')
        .set({
          status: change.status,
          reply_note: change.replyNote,
          handled_at: handled ? nowIso() : null,
          handled_by: handled ? change.handledBy : null,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export function registerAdminRequirements(
  router: Router,
  deps: { db: Kysely<DB>; audit: AuditLog },
): void {
  const repo = createRequirementsRepository(deps.db);

  router.route(adminApi.requirements, {
    auth: 'superuser',
    handler: async ({ query }) =>
      repo.list({
        skip: query.skip,
        limit: query.limit,
        ...(query.status ? { status: query.status } : {}),
        ...(query.type ? { type: query.type } : {}),
      }),
  });

  router.route(adminApi.requirementUpdate, {
    auth: 'superuser',
    handler: async ({ body, caller }) => {
      const before = await repo.get(body.id);
      if (!before) throw new AppError('errors.requirementNotFound');
      // Handled again keeps the first handling's time and handler only when nothing changed.
      const same = before.status === body.status && before.replyNote === body.replyNote;
      if (same) return before;
      await repo.update(body.id, {
        status: body.status,
        replyNote: body.replyNote,
        handledBy: caller.user!.id,
      });
      const after = (await repo.get(body.id))!;
      await deps.audit.record(caller, {
        action: 'requirement.update',
        targetKind: 'requirement',
        targetId: body.id,
        before: { status: before.status, replyNote: before.replyNote },
        after: { status: after.status, replyNote: after.replyNote },
      });
      return after;
    },
  });
}

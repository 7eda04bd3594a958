import { adminApi, type AdminLogEntry } from '@robot/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newOrderedId } from '../../lib/ids.ts';
import type { Router } from '../../lib/router.ts';
import { nowIso } from '../../lib/time.ts';

/** One answer with a 5xx status (the error handler's entry; structurally its `ServerErrorSink`). */
export interface ServerErrorRecord {
  requestId: string;
  method: string;
  url: string;
  status: number;
  code: number;
  message: string;
  userId: string | null;
}

/** Writes the server errors the error handler reports (wired in app.ts). */
export function createServerErrorLog(db: Kysely<DB>) {
  return {
    async record(e: ServerErrorRecord): Promise<void> {
      await db
        .insertInto('server_errors')
        .values({
          id: newOrderedId(),
          request_id: e.requestId.slice(0, 100),
          method: e.method.slice(0, 10),
          url: e.url.slice(0, 500),
          status: e.status,
          code: e.code,
          message: e.message.slice(0, 500),
          user_id: e.userId,
          created_at: nowIso(),
        })
        .execute();
    },
  };
}

const countAll = sql<number>`count(*)`.as('n');
type Person = { uuid: string; username: string; nickname: string };
const person = (
  uuid: string | null,
  username: string | null,
  nickname: string | null,
): Person | null =>
  uuid && username !== null ? { uuid, username, nickname: nickname ?? '' } : null;

/**
 * The three logs, newest first: error reports sent by browsers, 5xx answers of the server, and the
 * audit log (read only: no call updates or deletes its rows).
 */
export function createLogQueries(db: Kysely<DB>) {
  return {
    async client(skip: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('error_reports as e')
          .leftJoin('users as u', 'u.id', 'e.user_id')
          .select([
            'e.id',
            'e.error_code',
            'e.error_message',
            'e.device_info',
            'e.ip',
            'e.created_at',
            'u.id as uid',
            'u.username',
            'u.nickname',
          ])
          .orderBy('e.created_at', 'desc')
          .orderBy('e.id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        db.selectFrom('error_reports').select(countAll).executeTakeFirst(),
      ]);
      return {
        list: rows.map((r): AdminLogEntry => ({
          type: 'client',
          id: r.id,
          code: r.error_code,
          message: r.error_message,
          deviceInfo: r.device_info,
          ip: r.ip,
          user: person(r.uid, r.username, r.nickname),
          createdAt: r.created_at,
        })),
        total: Number(total?.n ?? 0),
      };
    },

    async server(skip: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('server_errors as e')
          .leftJoin('users as u', 'u.id', 'e.user_id')
          .select([
            'e.id',
            'e.request_id',
            'e.method',
            'e.url',
            'e.status',
            'e.code',
            'e.message',
            'e.created_at',
            'u.id as uid',
            'u.username',
            'u.nickname',
          ])
          .orderBy('e.created_at', 'desc')
          .orderBy('e.id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        db.selectFrom('server_errors').select(countAll).executeTakeFirst(),
      ]);
      return {
        list: rows.map((r): AdminLogEntry => ({
          type: 'server',
          id: r.id,
          requestId: r.request_id,
          method: r.method,
          url: r.url,
          status: Number(r.status),
          code: Number(r.code),
          message: r.message,
          user: person(r.uid, r.username, r.nickname),
          createdAt: r.created_at,
        })),
        total: Number(total?.n ?? 0),
      };
    },

    async audit(skip: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('audit_log as a')
          .leftJoin('users as u', 'u.id', 'a.actor_id')
          .select([
            'a.id',
            'a.actor_id',
            'a.action',
            'a.target_kind',
            'a.target_id',
            'a.before',
            'a.after',
            'a.ip',
            'a.created_at',
            'u.username',
            'u.nickname',
          ])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .offset(skip)
          .limit(limit)
          .execute(),
        db.selectFrom('audit_log').select(countAll).executeTakeFirst(),
      ]);
      return {
        list: rows.map((r): AdminLogEntry => ({
          type: 'audit',
          id: r.id,
          // an actor is never deleted while the log names them; an empty name if it ever were
          actor: person(r.actor_id, r.username, r.nickname) ?? {
            uuid: r.actor_id,
            username: '',
            nickname: '',
          },
          action: r.action,
          targetKind: r.target_kind,
          targetId: r.target_id,
          before: r.before,
          after: r.after,
          ip: r.ip,
          createdAt: r.created_at,
        })),
        total: Number(total?.n ?? 0),
      };
    },
  };
}

export function registerAdminLogs(router: Router, deps: { db: Kysely<DB> }): void {
  const logs = createLogQueries(deps.db);
  router.route(adminApi.logs, {
    auth: 'superuser',
    handler: async ({ query }) => logs[query.type](query.skip, query.limit),
  });
}

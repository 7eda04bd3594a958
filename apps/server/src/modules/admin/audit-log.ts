import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Caller } from '../../lib/router.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

/** One admin change, as the audit log keeps it. `before`/`after` are JSON-serialisable, no secrets. */
export interface AuditEntry {
  /** `area.verb`: user.update, credits.grant, content.update, models.saveModel, config.update ... */
  action: string;
  targetKind: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log: every admin change is written here by the call that made it, after the change
 * succeeded. Append only: nothing in the server updates or deletes these rows, and no call does.
 */
export interface AuditLog {
  record(caller: Caller, entry: AuditEntry): Promise<void>;
}

const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));

export function createAuditLog(db: Kysely<DB>): AuditLog {
  return {
    async record(caller, entry) {
      if (!caller.user) throw new Error('audit: an admin change without a signed-in caller');
      await db
        .insertInto('audit_log')
        .values({
          id: newOrderedId(),
          actor_id: caller.user.id,
          action: entry.action,
          target_kind: entry.targetKind,
          target_id: entry.targetId ?? null,
          before: json(entry.before),
          after: json(entry.after),
          ip: caller.ip,
          created_at: nowIso(),
        })
        .execute();
    },
  };
}

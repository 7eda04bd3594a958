import {
  FieldReason,
  type AdminUserDetail,
  type AdminUserSummary,
  type adminCreditsGrant,
  type adminUserUpdate,
  type adminUsersQuery,
} from '@robot/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/router.ts';
import { nowIso } from '../../lib/time.ts';
import { effectiveLimits, overridesOf, patchOverrides } from '../limits/effective-limits.ts';
import type { SettingsReader } from '../settings/settings.service.ts';
import type { AuditLog } from './audit-log.ts';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.ts';
// The ledger reason of an admin's grant; its note is the ledger row's ref.
import { ADMIN_REASON } from '../credits/credits.service.ts';

/**
 * What the admin needs of the auth module: ending every session of a user at once, and having
 * sessions looked up afresh once a role changed (a lookup under way is shared by the requests that
 * arrive while it runs).
 */
export interface SessionRevoker {
  revokeAllOf(userId: string): Promise<number>;
  forgetLookups(): void;
}

/** What the admin needs of the credits module. */
export interface CreditGranter {
  grant(
    userId: string,
    amount: number,
    note: string,
  ): Promise<{ before: number; balance: number; applied: number }>;
}

const RECENT = 20;
const HOUR_MS = 3600_000;

/**
 * The UTC instant at which today began in `timeZone` (an unknown zone counts as UTC). Reads the wall
 * clock of the zone now, and steps back by the time since its midnight.
 */
export function startOfDayIn(timeZone: string, now: Date): Date {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(now);
  }
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight = ((n('hour') * 60 + n('minute')) * 60 + n('second')) * 1000;
  return new Date(now.getTime() - (now.getTime() % 1000) - sinceMidnight);
}

/** What the audit log keeps of a user's settings. */
const auditView = (r: AdminUserRow) => ({
  disabled: r.disabled_at !== null,
  role: r.role,
  limits: overridesOf(r.limits),
});

/**
 * The admin's users: search, one user's picture (limits, usage, conversations, robots, credits),
 * disable or enable, role, limits, credits. Every change is written to the audit log with what it
 * was and what it became. An admin cannot disable themselves or give up their own superuser role
 * (10400 with the field), so the last admin cannot lock everyone out by mistake.
 */
export function createAdminUsersService(deps: {
  repo: AdminUsersRepository;
  settings: SettingsReader;
  sessions: SessionRevoker;
  credits: CreditGranter;
  audit: AuditLog;
  now?: () => Date;
}) {
  const { repo, settings, sessions, credits, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const summary = (r: AdminUserRow): AdminUserSummary => ({
    uuid: r.id,
    username: r.username,
    nickname: r.nickname,
    mobile: r.mobile,
    email: r.email,
    role: r.role,
    disabled: r.disabled_at !== null,
    createdAt: r.created_at,
    lastActiveAt: r.last_active_at,
    // no account yet: what it opens with on first use
    credits: r.balance ?? settings.current().creditsNewUserGrant,
  });

  async function found(uuid: string): Promise<AdminUserRow> {
    const row = await repo.find(uuid);
    if (!row) throw new AppError('errors.userNotFound');
    return row;
  }

  async function detail(uuid: string): Promise<AdminUserDetail> {
    const row = await found(uuid);
    const at = now();
    const current = settings.current();
    const overrides = overridesOf(row.limits);
    const [usage, conversations, robots, ledger] = await Promise.all([
      repo.usage(row.id, {
        dayStart: startOfDayIn(current.limitsTimeZone, at).toISOString(),
        since3h: new Date(at.getTime() - 3 * HOUR_MS).toISOString(),
        since30d: new Date(at.getTime() - 30 * 24 * HOUR_MS).toISOString(),
      }),
      repo.recentConversations(row.id, RECENT),
      repo.recentRobots(row.id, RECENT),
      repo.recentCredits(row.id, RECENT),
    ]);
    return {
      user: summary(row),
      limits: { overrides, effective: effectiveLimits(current.defaultLimits, overrides) },
      usage,
      conversations: conversations.map((c) => ({
        id: c.id,
        title: c.title,
        currentModel: c.current_model,
        updatedAt: c.updated_at,
      })),
      robots: robots.map((r) => ({
        uuid: r.id,
        name: r.name,
        public: Number(r.visibility) === 1,
        hidden: Number(r.hidden) === 1,
      })),
      credits: ledger.map((l) => ({
        delta: Number(l.delta),
        // the admin sees the note of an admin's grant; the user's own history shows `admin`
        reason: l.reason === ADMIN_REASON && l.ref ? `${l.reason}: ${l.ref}` : l.reason,
        createdAt: l.created_at,
      })),
    };
  }

  return {
    async list(
      query: z.output<typeof adminUsersQuery>,
    ): Promise<{ list: AdminUserSummary[]; total: number }> {
      const page = await repo.list(query);
      return { list: page.rows.map(summary), total: page.total };
    },

    detail,

    /**
     * Disabling sets `disabled_at` and ends every session of the user at once (their next request is
     * 10401); enabling clears it. Role and limits apply from the user's next request.
     */
    async update(body: z.output<typeof adminUserUpdate>, caller: Caller): Promise<AdminUserDetail> {
      const row = await found(body.uuid);
      if (row.id === caller.user?.id) {
        const fields: Record<string, string> = {};
        if (body.disabled === true) fields['disabled'] = FieldReason.invalidValue;
        if (body.role === 'user') fields['role'] = FieldReason.invalidValue;
        if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
      }
      const at = nowIso();
      const set: Parameters<AdminUsersRepository['update']>[1] = {};
      if (body.disabled !== undefined) {
        set.disabled_at = body.disabled ? (row.disabled_at ?? at) : null;
      }
      if (body.role !== undefined) set.role = body.role;
      if (body.limits !== undefined) {
        set.limits = patchOverrides(overridesOf(row.limits), body.limits).json;
      }
      await repo.update(row.id, set, at);
      sessions.forgetLookups();
      if (body.disabled === true) await sessions.revokeAllOf(row.id);
      const after = await found(row.id);
      await audit.record(caller, {
        action: 'user.update',
        targetKind: 'user',
        targetId: row.id,
        before: auditView(row),
        after: auditView(after),
      });
      return detail(row.id);
    },

    /** Grants credits (a negative amount takes them back, never below 0); answers the balance. */
    async grant(
      body: z.output<typeof adminCreditsGrant>,
      caller: Caller,
    ): Promise<{ balance: number }> {
      const row = await found(body.uuid);
      const result = await credits.grant(row.id, body.amount, body.reason);
      await audit.record(caller, {
        action: 'credits.grant',
        targetKind: 'user',
        targetId: row.id,
        before: { balance: result.before },
        after: {
          balance: result.balance,
          amount: body.amount,
          applied: result.applied,
          reason: body.reason,
        },
      });
      return { balance: result.balance };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

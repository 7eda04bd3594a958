import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminEnv, noRobotQuotas } from '../robots/robots.test-helpers.ts';
import { noDirectoryQuotas } from '../directories/directories.test-helpers.ts';

/** A test app with the seeded superuser and no robot or directory quotas in the way. */
export const createAdminTestApp = (
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[2] = {},
): Promise<TestApp> =>
  createTestApp({ ...adminEnv, ...noRobotQuotas, ...noDirectoryQuotas, ...env }, {}, options);

export interface AuditRow {
  action: string;
  target_kind: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  actor_id: string;
}

/** The audit rows about one target, oldest first, with before/after parsed. */
export async function auditOf(t: TestApp, targetId: string): Promise<AuditRow[]> {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['action', 'target_kind', 'target_id', 'before', 'after', 'actor_id', 'created_at'])
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    target_kind: r.target_kind,
    target_id: r.target_id,
    actor_id: r.actor_id,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
}

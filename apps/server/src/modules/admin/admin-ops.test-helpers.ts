import { userApi } from '@robot/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AppOverrides } from '../../app.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { signedInUser, unique } from '../users/users.test-helpers.ts';

export const ADMIN = { username: 'opsadmin', password: 'Ops-Admin-Pass-42' };

/** A test app with a superuser (seeded from ADMIN_*), signed in, and a normal user. */
export async function adminTestApp(overrides: AppOverrides = {}, env: Record<string, string> = {}) {
  const t = await createTestApp(
    { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env },
    overrides,
  );
  const login = await t.api(userApi.login, {
    body: { username: ADMIN.username, password: ADMIN.password },
    remoteAddress: unique.ip(),
  });
  if (!login.data) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  const user = await signedInUser(t);
  return { t, adminToken: login.data.access_token, user };
}

/** An enabled model (and its provider) in the `models` table; `enabled: false` for a disabled one. */
export async function insertModel(t: TestApp, id: string, enabled = true): Promise<void> {
  const db = t.database.db;
  const providerId = newId();
  const now = nowIso();
  await db
    .insertInto('model_providers')
    .values({
      id: providerId,
      name: `p-${id}`,
      base_url: 'http://127.0.0.1:9/v1',
      api_key_enc: null,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('models')
    .values({
      id,
      provider_id: providerId,
      upstream_model: id,
      label_zh: id,
      label_en: id,
      tier: 'standard',
      supports_tools: 0,
      context_window: 8000,
      credits_per_answer: 1,
      enabled: enabled ? 1 : 0,
      sort: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The audit rows of one action, oldest first. */
export const auditRows = (t: TestApp, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();

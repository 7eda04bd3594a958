import { siteSettings, usageApi, type UserLimitsPatch } from '@robot/contracts';
import { plainModelInfo } from '../ai/model-provider.ts';
import { scriptedModel, type ScriptedModel } from '../chat/chat.test-helpers.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createSettingsService, type AdminConfigChange } from '../settings/settings.service.ts';
import { eventually } from '../chat/chat.test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A scripted model with a standard pair and one premium model. */
export function modelsWithPremium(): ScriptedModel {
  const model = scriptedModel({ tokens: ['ok'] });
  model.listModels = async () => ({
    models: [
      plainModelInfo('model-a', 'Model A'),
      plainModelInfo('model-b', 'Model B'),
      { ...plainModelInfo('model-p', 'Model P'), tier: 'premium' },
    ],
    defaultModel: 'model-a',
  });
  return model;
}

/** Writes a user's limit overrides straight into users.limits (what the admin route stores). */
export async function setOverrides(t: TestApp, userId: string, overrides: UserLimitsPatch | null) {
  await t.database.db
    .updateTable('users')
    .set({ limits: overrides ? JSON.stringify(overrides) : null })
    .where('id', '=', userId)
    .execute();
}

export async function setDisabled(t: TestApp, userId: string, disabled: boolean) {
  await t.database.db
    .updateTable('users')
    .set({ disabled_at: disabled ? new Date().toISOString() : null })
    .where('id', '=', userId)
    .execute();
}

let marker = 0;

/**
 * Changes the admin config as another instance would (through the settings service on the same
 * database), then waits until the app under test has polled it in (SETTINGS_POLL_MS: the test apps
 * of these files poll every 100 ms).
 */
export async function changeSettings(t: TestApp, change: AdminConfigChange): Promise<void> {
  const other = createSettingsService({
    repo: createSettingsRepository(t.database.db),
    config: t.config,
    log: { warn: () => {} },
  });
  const tag = `limits-test-${(marker += 1)}`;
  await other.update({ ...change, announcement: { enabled: true, zh: tag, en: tag } });
  await eventually(async () => {
    const site = siteSettings.parse((await t.api(usageApi.siteSettings)).data);
    return site.announcement?.en === tag ? true : undefined;
  });
}

export const usageOf = async (t: TestApp, token: string) => {
  const r = await t.api(usageApi.usage, { token });
  if (!r.data) throw new Error(`usage failed: ${JSON.stringify(r.body)}`);
  return r.data;
};

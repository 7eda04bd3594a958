import type { AdminConfig, AdminConfigChange, UserLimits } from '@robot/contracts';

/** What the config form edits: the config without its version stamp. */
export type ConfigValues = Omit<AdminConfig, 'version' | 'updatedAt'>;

const keys = [
  'defaultChatModel',
  'defaultWritingModel',
  'assistantPrompt',
  'creditsNewUserGrant',
  'creditsPerAnswer',
  'registrationOpen',
  'announcement',
  'defaultLimits',
  'limitsTimeZone',
] as const satisfies readonly (keyof ConfigValues)[];

/** The form's values of a config. */
export const valuesOf = (c: AdminConfig): ConfigValues => {
  const { version: _v, updatedAt: _u, ...values } = c;
  return values;
};

/** Limits compared and sent in one form: no time slots is null, like an empty list. */
const normalLimits = (l: UserLimits): UserLimits => ({
  ...l,
  timeSlots: l.timeSlots && l.timeSlots.length > 0 ? l.timeSlots : null,
});

const normal = (key: keyof ConfigValues, v: unknown): unknown => {
  if (key === 'defaultLimits') return normalLimits(v as UserLimits);
  if (key === 'assistantPrompt' || key === 'limitsTimeZone') return (v as string).trim();
  if (key === 'announcement') {
    const a = v as ConfigValues['announcement'];
    return { enabled: a.enabled, zh: a.zh.trim(), en: a.en.trim() };
  }
  if (key === 'defaultChatModel' || key === 'defaultWritingModel') return v ?? null;
  return v;
};

/** Only the keys whose values differ from the saved config (each whole, as the change schema takes them). */
export function changedConfig(saved: ConfigValues, edited: ConfigValues): AdminConfigChange {
  const change: Record<string, unknown> = {};
  for (const key of keys) {
    const a = normal(key, saved[key]);
    const b = normal(key, edited[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) change[key] = b;
  }
  return change as AdminConfigChange;
}

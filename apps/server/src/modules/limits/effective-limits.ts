import { userLimitsPatch, type UserLimitOverrides, type UserLimits } from '@robot/contracts';

/** A user's stored overrides (users.limits JSON); anything unreadable counts as none. */
export function overridesOf(json: string | null): UserLimitOverrides {
  if (!json) return {};
  try {
    const parsed = userLimitsPatch.safeParse(JSON.parse(json));
    if (!parsed.success) return {};
    // A stored null never happens (null clears), but would mean "no override" too.
    return Object.fromEntries(
      Object.entries(parsed.data).filter(([, v]) => v !== null && v !== undefined),
    ) as UserLimitOverrides;
  } catch {
    return {};
  }
}

/** What applies to a user: the admin's defaults with the user's overrides on top. */
export const effectiveLimits = (
  defaults: UserLimits,
  overrides: UserLimitOverrides,
): UserLimits => ({
  ...defaults,
  ...overrides,
});

/**
 * Applies an admin's patch to stored overrides: a key with a value sets it, a key with null removes
 * it (the default applies again), an absent key is kept. Answers the JSON to store (null: none left).
 */
export function patchOverrides(
  current: UserLimitOverrides,
  patch: Record<string, unknown>,
): { overrides: UserLimitOverrides; json: string | null } {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const overrides = next as UserLimitOverrides;
  return { overrides, json: Object.keys(next).length ? JSON.stringify(next) : null };
}

import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FieldReason } from './errors.ts';

const R = FieldReason;

/** Model tiers: premium models need the premium permission and count against the 3-hour allowance. */
export const modelTier = z.enum(['standard', 'premium'], R.invalidValue);
export type ModelTier = z.infer<typeof modelTier>;

const hhmm = z.string(R.invalidValue).regex(/^([01]\d|2[0-3]):[0-5]\d$/, R.invalidFormat);

/**
 * A daily window in which a user may ask, in the server's limits time zone. `end` before `start`
 * wraps past midnight (22:00-06:00); `end` is exclusive.
 */
export const timeSlot = z.object({ start: hhmm, end: hhmm });
export type TimeSlot = z.infer<typeof timeSlot>;

export const UserLimitBounds = {
  maxConversations: 100_000,
  dailyAsks: 100_000,
  premiumAsksPer3h: 10_000,
  answersPerMinute: 1_000,
  timeSlots: 6,
  allowedModels: 50,
} as const;

const count = (max: number) =>
  z.number(R.invalidValue).int(R.invalidValue).min(0, R.invalidValue).max(max, R.invalidValue);

/**
 * Every per-user limit, all set (the server's defaults, and what applies to a user). For the numbers,
 * null means "no limit"; `allowedModels` null means every enabled model; `timeSlots` null or [] means
 * any time of day.
 */
export const userLimits = z.object({
  allowedModels: z.array(z.string().max(100)).max(UserLimitBounds.allowedModels).nullable(),
  premium: z.boolean(R.invalidValue),
  maxConversations: count(UserLimitBounds.maxConversations).nullable(),
  dailyAsks: count(UserLimitBounds.dailyAsks).nullable(),
  premiumAsksPer3h: count(UserLimitBounds.premiumAsksPer3h).nullable(),
  answersPerMinute: count(UserLimitBounds.answersPerMinute).nullable(),
  timeSlots: z.array(timeSlot).max(UserLimitBounds.timeSlots, R.tooMany).nullable(),
});
export type UserLimits = z.infer<typeof userLimits>;

/**
 * One user's overrides: a key that is absent keeps what is there; null removes the override so the
 * default applies again. (To lift a numeric limit for one user, give a large number.)
 */
export const userLimitsPatch = z
  .object({
    allowedModels: z.array(z.string().max(100)).max(UserLimitBounds.allowedModels).nullable(),
    premium: z.boolean(R.invalidValue).nullable(),
    maxConversations: count(UserLimitBounds.maxConversations).nullable(),
    dailyAsks: count(UserLimitBounds.dailyAsks).nullable(),
    premiumAsksPer3h: count(UserLimitBounds.premiumAsksPer3h).nullable(),
    answersPerMinute: count(UserLimitBounds.answersPerMinute).nullable(),
    timeSlots: z.array(timeSlot).max(UserLimitBounds.timeSlots, R.tooMany).nullable(),
  })
  .partial()
  .strict();
export type UserLimitsPatch = z.input<typeof userLimitsPatch>;
/** What is stored for one user: only the keys overridden. */
export type UserLimitOverrides = Partial<{ [K in keyof UserLimits]: UserLimits[K] }>;

/** GET /api/user/usage: what the 'my' menu shows. */
export const userUsage = z.object({
  credits: z.object({ enabled: z.boolean(), balance: z.number().int() }),
  limits: userLimits,
  /** IANA zone the time slots and the daily count are reckoned in */
  timeZone: z.string(),
  used: z.object({
    conversations: z.number().int(),
    asksToday: z.number().int(),
    premiumAsks3h: z.number().int(),
  }),
  /** null: no limit */
  remaining: z.object({
    conversations: z.number().int().nullable(),
    asksToday: z.number().int().nullable(),
    premiumAsks3h: z.number().int().nullable(),
  }),
  /** false: outside every time slot right now */
  inTimeSlot: z.boolean(),
});
export type UserUsage = z.infer<typeof userUsage>;

/** GET /api/site/settings: what every visitor's page needs from the admin config and the install. */
export const siteSettings = z.object({
  registrationOpen: z.boolean(),
  /** null: no banner */
  announcement: z.object({ zh: z.string(), en: z.string(), updatedAt: z.string() }).nullable(),
  /**
   * Where this install's uploaded images live when that is not this site's `/uploads/`: the object
   * store's public base (S3_PUBLIC_URL, absolute, ending in `/`), under which each upload is
   * `<base><server-made name>`. Null with local storage, and with S3 but no S3_PUBLIC_URL. Markdown
   * loads images from there and from `/uploads/` only (decision 049).
   */
  uploadsBaseUrl: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const usageApi = {
  usage: endpoint({ method: 'GET', path: '/api/user/usage', data: userUsage }),
  siteSettings: endpoint({ method: 'GET', path: '/api/site/settings', data: siteSettings }),
};

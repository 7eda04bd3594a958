import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';
import { passwordSchema } from './users.ts';

/**
 * Account security calls: changing the password and the caller's own sign-in sessions (docs/api.md,
 * "Users and sessions").
 */
export const passwordChangeBody = z.object({
  /** required when the account has a password; an account made by SMS login may set its first one without */
  currentPassword: z
    .string()
    .max(Limits.password.max, FieldReason.tooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

export const passwordChangeResult = z.object({
  /** how many other sessions were signed out */
  revokedSessions: z.number().int(),
});

export const sessionView = z.object({
  /** an id of its own: never the token or its hash */
  id: z.string(),
  /** the browser and system, summarised from the User-Agent sent at sign-in; null when unknown */
  device: z.object({
    browser: z.string().nullable(),
    os: z.string().nullable(),
    mobile: z.boolean(),
  }),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** the session of the token that asked */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionRevokeBody = z.object({
  id: z
    .string(FieldReason.required)
    .trim()
    .min(1, FieldReason.required)
    .max(64, FieldReason.tooLong),
});
export type SessionRevokeBody = z.input<typeof sessionRevokeBody>;

export const accountApi = {
  passwordChange: endpoint({
    method: 'POST',
    path: '/api/user/password/change',
    body: passwordChangeBody,
    data: passwordChangeResult,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/user/sessions',
    data: z.object({ list: z.array(sessionView), total: z.number().int() }),
  }),
  sessionRevoke: endpoint({
    method: 'POST',
    path: '/api/user/session/revoke',
    body: sessionRevokeBody,
    data: z.null(),
  }),
  logoutAll: endpoint({ method: 'POST', path: '/api/user/logout/all', data: z.null() }),
};

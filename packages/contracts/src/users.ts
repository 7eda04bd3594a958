import { z } from 'zod';
import { hasUnsafeNameCharacters, unsafeNameReason } from './display-text.ts';
import { endpoint } from './endpoint.ts';
import { listOf, paging } from './envelope.ts';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';

const R = FieldReason;

export const usernameSchema = z
  .string(R.required)
  .trim()
  .min(Limits.username.min, R.tooShort)
  .max(Limits.username.max, R.tooLong)
  .regex(Limits.username.pattern, 'validation.usernameChars');

export const passwordSchema = z
  .string(R.required)
  .min(Limits.password.min, 'validation.passwordTooShort')
  .max(Limits.password.max, R.tooLong)
  .regex(/^\S+$/, 'validation.passwordSpaces');

/** A name other people see: no characters that reorder, hide or break the text (display-text.ts). */
export const nicknameSchema = z
  .string()
  .trim()
  .min(1, R.required)
  .max(Limits.nickname.max, R.tooLong)
  .refine((v) => !hasUnsafeNameCharacters(v), unsafeNameReason);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(Limits.email.max, R.tooLong)
  .pipe(z.email('validation.email'));

export const mobileSchema = z.string().trim().regex(Limits.mobile.pattern, 'validation.mobile');

export const smsCodeSchema = z
  .string(R.required)
  .trim()
  .regex(/^[0-9]{6}$/, 'validation.smsCode');

const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

export const registerBody = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    email: optional(emailSchema),
    mobile: optional(mobileSchema),
    smsCode: optional(smsCodeSchema),
    nickname: optional(nicknameSchema),
  })
  .refine((b) => !b.mobile || b.smsCode, { path: ['smsCode'], message: R.required });
export type RegisterBody = z.input<typeof registerBody>;

export const userRole = z.enum(['user', 'superuser']);
export type UserRole = z.infer<typeof userRole>;

export const userInfo = z.object({
  uuid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  nickname: z.string(),
  headportraitUrl: z.string().nullable(),
  /** masked, e.g. 138****8000 */
  mobile: z.string().nullable(),
  role: userRole,
  createdAt: z.string(),
  /**
   * true for an account made by SMS login that has set no password yet: it may set a first one
   * without giving a current one. Always sent; optional so older clients' fixtures still type-check.
   */
  smsOnly: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginBody = z.object({
  /** a username or an email */
  username: z.string(R.required).trim().min(1, R.required).max(Limits.email.max, R.tooLong),
  password: z.string(R.required).min(1, R.required).max(Limits.password.max, R.tooLong),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResult = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const smsSendParams = z.object({ phone: mobileSchema });
export const contactParams = z.object({ id: z.string().max(64) });
export const smsSendResult = z.object({ cooldown: z.number().int() });

export const smsLoginBody = z.object({ mobile: mobileSchema, code: smsCodeSchema });
export type SmsLoginBody = z.input<typeof smsLoginBody>;

export const requirementBody = z
  .object({
    type: z.enum(['message', 'cooperation'], R.invalidValue),
    name: z.string(R.required).trim().min(1, R.required).max(Limits.requirement.name, R.tooLong),
    requirement: z
      .string(R.required)
      .trim()
      .min(Limits.requirement.min, R.required)
      .max(Limits.requirement.max, R.tooLong),
    mobile: optional(mobileSchema),
    email: optional(emailSchema),
    companyName: optional(
      z.string().trim().min(1, R.required).max(Limits.requirement.companyName, R.tooLong),
    ),
  })
  .refine((b) => b.mobile || b.email, { path: ['mobile'], message: 'validation.contactRequired' })
  .refine((b) => b.type !== 'cooperation' || b.companyName, {
    path: ['companyName'],
    message: R.required,
  });
export type RequirementBody = z.input<typeof requirementBody>;

/** Where a contact request stands: `new` until an admin marks it `handled` (admin inbox). */
export const contactStatus = z.enum(['new', 'handled'], R.invalidValue);

/**
 * A contact request as its sender sees it: what they wrote and whether it was handled. The admin's
 * reply note, the sender's address and who handled it stay in the admin inbox (adminRequirement).
 */
export const contactRequest = z.object({
  id: z.string(),
  type: z.enum(['message', 'cooperation']),
  name: z.string(),
  requirement: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  status: contactStatus,
  /** when an admin marked it handled; null while it is new */
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** The caller's own requests, newest first: a caller's own list, no depth bound (api.md). */
export const contactsQuery = paging(Limits.list.maxLimit);
export type ContactsQuery = z.input<typeof contactsQuery>;

export const userApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/user/register',
    body: registerBody,
    data: userInfo,
    successCode: 201,
  }),
  login: endpoint({ method: 'POST', path: '/api/user/login', body: loginBody, data: loginResult }),
  smsSend: endpoint({
    method: 'POST',
    path: '/api/user/sms/send/{phone}',
    params: smsSendParams,
    data: smsSendResult,
  }),
  smsLogin: endpoint({
    method: 'POST',
    path: '/api/user/login/sms',
    body: smsLoginBody,
    data: loginResult,
  }),
  logout: endpoint({ method: 'POST', path: '/api/user/logout', data: z.null() }),
  info: endpoint({ method: 'GET', path: '/api/user/info', data: userInfo }),
  contacts: endpoint({
    method: 'GET',
    path: '/api/user/contacts',
    query: contactsQuery,
    data: listOf(contactRequest),
  }),
  contact: endpoint({
    method: 'GET',
    path: '/api/user/contact/{id}',
    params: contactParams,
    data: contactRequest,
  }),
  requirementCreate: endpoint({
    method: 'POST',
    path: '/api/user/requirement/create',
    body: requirementBody,
    data: z.object({ id: z.string() }),
    successCode: 201,
  }),
};

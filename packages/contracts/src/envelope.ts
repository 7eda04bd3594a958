import { z } from 'zod';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';

/** Every JSON answer: `{ code, msg, data }` (api.md, Conventions). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z
    .object({ fields: z.record(z.string(), z.string()).optional() })
    .passthrough()
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

/**
 * `skip` and `limit` of a list. `maxSkip` bounds how deep a caller may page: the public lists set
 * it, since a deep page of a keyword search sorts every match (api.md, Conventions).
 */
export const paging = (maxLimit = 100, maxSkip = Number.MAX_SAFE_INTEGER) =>
  z.object({
    skip: z.coerce.number().int().min(0).max(maxSkip, FieldReason.invalidValue).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(20),
  });

/** The public lists (search, hot, featured): anyone may page them, at most `publicMaxSkip` deep. */
export const publicPaging = paging(Limits.list.maxLimit, Limits.list.publicMaxSkip);

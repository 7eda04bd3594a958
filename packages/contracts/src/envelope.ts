import { z } from 'zod';

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

export const paging = (maxLimit = 100) =>
  z.object({
    skip: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(20),
  });

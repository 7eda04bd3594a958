import type { FormRule } from 'antd';
import type { Namespace, TFunction } from 'i18next';

/** The part of a zod schema the rules use: a field schema of the contract (packages/contracts). */
export interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly FieldIssue[] } };
}

interface FieldIssue {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** Why the contract refuses a value: its reason key (e.g. `validation.tooLong`) and its bounds. */
export interface Refusal {
  reason: string;
  min?: number;
  max?: number;
}

/** How one field words a reason: an i18n key (given `min` and `max`) or a function. */
export type Wording = string | ((refusal: Refusal) => string);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
const bound = (v: unknown) =>
  typeof v === 'number' || typeof v === 'bigint' ? Number(v) : undefined;

/**
 * The contract's first objection to `value`, or null when it takes it. A blank value is refused as
 * `validation.required` unless the schema takes no value at all (an optional field).
 */
export function refusalOf(schema: FieldSchema, value: unknown): Refusal | null {
  if (blank(value)) {
    return schema.safeParse(undefined).success ? null : { reason: 'validation.required' };
  }
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const min = bound(issue.minimum);
  const max = bound(issue.maximum);
  return {
    reason: issue.message,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/**
 * antd rules for a form field, derived from its schema in the contract: the same trimming, lengths,
 * patterns and refinements the server applies, e.g. `rulesFrom(robotFormBody.shape.robotName, t)`.
 * The message is the contract's reason key in the `validation` namespace (`validation.tooLong` is
 * `t('validation:tooLong')`), unless `wording` words it for this field. A field the schema requires
 * is marked required (antd's asterisk and aria-required).
 */
export function rulesFrom(
  schema: FieldSchema,
  t: TFunction<Namespace>,
  wording: Partial<Record<string, Wording>> = {},
): FormRule[] {
  const say = (refusal: Refusal): string => {
    const words = wording[refusal.reason];
    if (typeof words === 'function') return words(refusal);
    const key = words ?? refusal.reason.replace('.', ':');
    // The key is built at run time (a reason key of the contract, or a field's wording), so the
    // compile-time key check of typed i18n cannot apply; the locale test checks these keys exist.
    const translate = t as unknown as (k: string, options: Record<string, unknown>) => string;
    return translate(key, { min: refusal.min, max: refusal.max });
  };
  return [
    {
      required: !schema.safeParse(undefined).success,
      validator: (_: unknown, value: unknown) => {
        const refusal = refusalOf(schema, value);
        return refusal ? Promise.reject(new Error(say(refusal))) : Promise.resolve();
      },
    },
  ];
}

import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values that satisfy a contract schema (mostly): the JSON Schema zod derives from it, turned into a
 * fast-check generator. Valid input reaches the handlers themselves, where a 500 would hide; the fuzz
 * test mixes these with hostile values.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

const CAP = 60;

/** Ids of things that exist (a robot, a conversation...), so uuid fields sometimes hit real rows. */
export const knownIds: string[] = [];

const uuidValue = (): fc.Arbitrary<string> =>
  knownIds.length > 0
    ? fc.oneof(fc.constantFrom(...knownIds), fc.uuid({ version: 4 }).map(String))
    : fc.uuid({ version: 4 }).map(String);

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return uuidValue();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? CAP, Math.max(min, CAP));
  if (s.pattern) {
    let re: RegExp;
    try {
      re = new RegExp(s.pattern);
    } catch {
      return fc.string({ minLength: min, maxLength: max });
    }
    return fc
      .stringMatching(re)
      .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
  );
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

export { uuidValue };

export function arbitraryOfJsonSchema(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => arbitraryOfJsonSchema(a, depth + 1)));
  if (s.allOf?.length) return arbitraryOfJsonSchema(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOfJsonSchema(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, Math.max(s.minItems ?? 0, 5)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, arbitraryOfJsonSchema(v, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A generator of (mostly) valid input for a zod schema of the contract. */
export function arbitraryOfZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOfJsonSchema(json);
}

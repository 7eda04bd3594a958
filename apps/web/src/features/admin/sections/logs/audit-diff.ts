/** One key an audit entry changed: its value before and after, as pretty JSON ('' when absent). */
export interface ChangedKey {
  key: string;
  before: string;
  after: string;
}

const parse = (json: string | null): unknown => {
  if (json === null || json === '') return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

const show = (v: unknown): string => (v === undefined ? '' : JSON.stringify(v, null, 2));

/** The keys whose values differ between the two JSON records (a non-object record is one key, '·'). */
export function changedKeys(before: string | null, after: string | null): ChangedKey[] {
  const b = parse(before);
  const a = parse(after);
  const isObj = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if ((b === undefined || isObj(b)) && (a === undefined || isObj(a))) {
    const bo = b ?? {};
    const ao = a ?? {};
    const keys = [...new Set([...Object.keys(bo), ...Object.keys(ao)])];
    return keys
      .map((key) => ({ key, before: show(bo[key]), after: show(ao[key]) }))
      .filter((k) => k.before !== k.after);
  }
  const out = { key: '·', before: show(b), after: show(a) };
  return out.before === out.after ? [] : [out];
}

/** A JSON string pretty-printed, or as it is when it is not JSON. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Exact arithmetic for the calculator plugin (decision 013): a tokenizer and a recursive-descent
 * parser over rational numbers held as BigInt pairs, so 0.1 + 0.2 is 0.3 and 1/3 stays 1/3. No eval,
 * no Function. Every way to make the work unbounded is refused as a `CalcError`: a long input, deep
 * nesting, a huge exponent, a number past MAX_BITS.
 *
 * Grammar (usual precedence; `^` binds tighter than unary minus and is right-associative, so
 * -2^2 = -4 and 2^3^2 = 512):
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/' | '%') unary)*
 *   unary   := ('-' | '+') unary | power
 *   power   := primary ('^' unary)?
 *   primary := number | '(' expr ')'
 *   number  := digits ['.' digits] | '.' digits, with an optional exponent e[+-]digits
 */

export const CALC_MAX_INPUT = 500;
/** nested parentheses and signs */
const MAX_DEPTH = 64;
/** the largest numerator or denominator, in bits (~3,000 decimal digits) */
const MAX_BITS = 10_000;
/** digits after the point of an approximation of a fraction that has no exact decimal form */
const APPROX_DIGITS = 20;

export class CalcError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalcError';
  }
}

/** A rational n/d, d > 0, in lowest terms. */
export interface Rational {
  n: bigint;
  d: bigint;
}

const abs = (v: bigint) => (v < 0n ? -v : v);

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

const bits = (v: bigint) => abs(v).toString(2).length;

function rational(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new CalcError('division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1n;
  const r = { n: n / g, d: d / g };
  if (bits(r.n) > MAX_BITS || bits(r.d) > MAX_BITS) throw new CalcError('number too large');
  return r;
}

const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
const div = (a: Rational, b: Rational) => {
  if (b.n === 0n) throw new CalcError('division by zero');
  return rational(a.n * b.d, a.d * b.n);
};
/** The remainder with the dividend's sign (as most calculators and languages do): a - b*trunc(a/b). */
const mod = (a: Rational, b: Rational) => {
  if (b.n === 0n) throw new CalcError('division by zero');
  const q = (a.n * b.d) / (a.d * b.n); // BigInt division truncates toward zero
  return sub(a, mul(b, { n: q, d: 1n }));
};

function pow(base: Rational, exp: Rational): Rational {
  if (exp.d !== 1n) throw new CalcError('only whole-number exponents are supported');
  const e = exp.n;
  if (base.n === 0n) {
    if (e < 0n) throw new CalcError('division by zero');
    return e === 0n ? { n: 1n, d: 1n } : { n: 0n, d: 1n };
  }
  // 1 and -1 to any power stay small; anything else grows by its size times the exponent.
  const growing = abs(base.n) !== 1n || base.d !== 1n;
  const size = Math.max(bits(base.n), bits(base.d));
  if (growing && abs(e) * BigInt(size) > BigInt(MAX_BITS)) throw new CalcError('number too large');
  const k = abs(e) > 2n && !growing ? abs(e) % 2n : abs(e);
  const r = rational(base.n ** k, base.d ** k);
  return e < 0n ? div({ n: 1n, d: 1n }, r) : r;
}

type Token =
  | { kind: 'num'; value: Rational; at: number; text: string }
  | { kind: 'op'; value: '+' | '-' | '*' | '/' | '%' | '^' | '(' | ')'; at: number; text: string };

const ALIASES: Record<string, string> = { '×': '*', '÷': '/', '（': '(', '）': ')', '−': '-' };
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

/** A decimal literal as an exact rational (1.25e-3 = 125/100000). */
function parseNumber(text: string): Rational {
  const [mantissa = '', expPart] = text.toLowerCase().split('e');
  const [whole = '', frac = ''] = mantissa.split('.');
  const exp = expPart === undefined ? 0 : Number(expPart);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 1000) throw new CalcError('number too large');
  const digits = BigInt((whole + frac).replace(/^0+(?=\d)/, '') || '0');
  const scale = exp - frac.length;
  return scale >= 0
    ? rational(digits * 10n ** BigInt(scale), 1n)
    : rational(digits, 10n ** BigInt(-scale));
}

export function tokenize(input: string): Token[] {
  if (input.length > CALC_MAX_INPUT) {
    throw new CalcError(`expression longer than ${CALC_MAX_INPUT} characters`);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = ALIASES[input[i]!] ?? input[i]!;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (input.startsWith('**', i)) {
      tokens.push({ kind: 'op', value: '^', at: i, text: '**' });
      i += 2;
      continue;
    }
    if ('+-*/%^()'.includes(c)) {
      tokens.push({ kind: 'op', value: c as '+', at: i, text: input[i]! });
      i += 1;
      continue;
    }
    const m = NUMBER.exec(input.slice(i));
    if (!m) throw new CalcError(`unexpected character '${input[i]}' at position ${i + 1}`);
    tokens.push({ kind: 'num', value: parseNumber(m[0]), at: i, text: m[0] });
    i += m[0].length;
  }
  return tokens;
}

/** The value of an arithmetic expression, exact. Throws CalcError for anything it cannot answer. */
export function evaluate(input: string): Rational {
  const tokens = tokenize(input);
  let pos = 0;
  let depth = 0;

  const peek = () => tokens[pos];
  const isOp = (v: string) => {
    const t = tokens[pos];
    return t?.kind === 'op' && t.value === v;
  };
  const where = () => {
    const t = peek();
    return t ? `at position ${t.at + 1}` : 'at the end';
  };
  const nested = <T>(f: () => T): T => {
    depth += 1;
    if (depth > MAX_DEPTH) throw new CalcError('expression nested too deeply');
    try {
      return f();
    } finally {
      depth -= 1;
    }
  };

  function expr(): Rational {
    let v = term();
    while (isOp('+') || isOp('-')) {
      const op = (tokens[pos++] as { value: string }).value;
      const r = term();
      v = op === '+' ? add(v, r) : sub(v, r);
    }
    return v;
  }

  function term(): Rational {
    let v = unary();
    while (isOp('*') || isOp('/') || isOp('%')) {
      const op = (tokens[pos++] as { value: string }).value;
      const r = unary();
      v = op === '*' ? mul(v, r) : op === '/' ? div(v, r) : mod(v, r);
    }
    return v;
  }

  function unary(): Rational {
    if (isOp('-') || isOp('+')) {
      const negative = isOp('-');
      pos += 1;
      const v = nested(unary);
      return negative ? { n: -v.n, d: v.d } : v;
    }
    return power();
  }

  function power(): Rational {
    const base = primary();
    if (!isOp('^')) return base;
    pos += 1;
    return pow(base, nested(unary));
  }

  function primary(): Rational {
    const t = peek();
    if (t?.kind === 'num') {
      pos += 1;
      return t.value;
    }
    if (isOp('(')) {
      pos += 1;
      const v = nested(expr);
      if (!isOp(')')) throw new CalcError(`missing ')' ${where()}`);
      pos += 1;
      return v;
    }
    throw new CalcError(t ? `unexpected '${t.text}' ${where()}` : 'incomplete expression');
  }

  if (tokens.length === 0) throw new CalcError('empty expression');
  const value = expr();
  if (pos < tokens.length) throw new CalcError(`unexpected '${peek()!.text}' ${where()}`);
  return value;
}

/** n/d written in decimal when it has an exact decimal form (its denominator only has 2s and 5s). */
export function exactDecimal(r: Rational): string | null {
  let d = r.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  if (d !== 1n) return null;
  const places = Math.max(twos, fives);
  const scaled = abs(r.n) * (10n ** BigInt(places) / r.d);
  return (r.n < 0n ? '-' : '') + withPoint(scaled.toString(), places);
}

function withPoint(digits: string, places: number): string {
  if (places === 0) return digits;
  const padded = digits.padStart(places + 1, '0');
  const whole = padded.slice(0, -places);
  const frac = padded.slice(-places).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** n/d rounded to APPROX_DIGITS places (half away from zero), trailing zeros dropped. */
export function approximate(r: Rational, places = APPROX_DIGITS): string {
  const scale = 10n ** BigInt(places);
  const twice = (abs(r.n) * scale * 2n) / r.d;
  const rounded = (twice + 1n) / 2n;
  const text = withPoint(rounded.toString(), places);
  return (r.n < 0n && rounded !== 0n ? '-' : '') + text;
}

export interface CalcResult {
  expression: string;
  /** exact: a decimal, or a fraction n/d when there is no finite decimal */
  result: string;
  /** for a fraction: its decimal value rounded to 20 places */
  approximately?: string;
}

export function calculate(expression: string): CalcResult {
  const value = evaluate(expression);
  const exact = exactDecimal(value);
  if (exact !== null) return { expression, result: exact };
  return {
    expression,
    result: `${value.n}/${value.d}`,
    approximately: approximate(value),
  };
}

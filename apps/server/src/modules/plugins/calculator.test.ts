import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALC_MAX_INPUT, CalcError, calculate, evaluate } from './calculator.ts';

const result = (e: string) => calculate(e).result;
const refusal = (e: string) => {
  try {
    calculate(e);
  } catch (err) {
    if (err instanceof CalcError) return err.message;
    throw err;
  }
  throw new Error(`${e} was answered`);
};

describe('calculator', () => {
  it('is exact with decimals', () => {
    expect(result('0.1 + 0.2')).toBe('0.3');
    expect(result('1.1 * 1.1')).toBe('1.21');
    expect(result('0.3 - 0.1')).toBe('0.2');
    expect(result('1e-3 + 2.5E2')).toBe('250.001');
    expect(result('10 / 4')).toBe('2.5');
  });

  it('keeps fractions exact and gives an approximation', () => {
    expect(calculate('1/3')).toEqual({
      expression: '1/3',
      result: '1/3',
      approximately: '0.33333333333333333333',
    });
    expect(calculate('-2/3').approximately).toBe('-0.66666666666666666667');
  });

  it('follows the usual precedence and associativity', () => {
    expect(result('2 + 3 * 4')).toBe('14');
    expect(result('(2 + 3) * 4')).toBe('20');
    expect(result('2 ^ 3 ^ 2')).toBe('512');
    expect(result('-2 ^ 2')).toBe('-4');
    expect(result('(-2) ^ 2')).toBe('4');
    expect(result('2 ^ -2')).toBe('0.25');
    expect(result('2 ** 10')).toBe('1024');
    expect(result('10 - 4 - 3')).toBe('3');
    expect(result('100 / 10 / 5')).toBe('2');
    expect(result('7 % 3')).toBe('1');
    expect(result('-7 % 3')).toBe('-1');
    expect(result('5.5 % 2')).toBe('1.5');
    expect(result('--3')).toBe('3');
    expect(result('3 × 4 ÷ 2')).toBe('6');
    expect(result('2^100')).toBe('1267650600228229401496703205376');
  });

  it('refuses what it cannot answer, as tool errors', () => {
    expect(refusal('1/0')).toBe('division by zero');
    expect(refusal('5 % 0')).toBe('division by zero');
    expect(refusal('0^-1')).toBe('division by zero');
    expect(refusal('9^9^9')).toBe('number too large');
    expect(refusal('10^100000')).toBe('number too large');
    expect(refusal('1e99999')).toBe('number too large');
    expect(refusal('2^0.5')).toMatch(/whole-number exponents/);
    expect(refusal('')).toBe('empty expression');
    expect(refusal('1 +')).toBe('incomplete expression');
    expect(refusal('(1 + 2')).toMatch(/missing '\)'/);
    expect(refusal('1 2')).toMatch(/unexpected '2'/);
    expect(refusal('alert(1)')).toMatch(/unexpected character 'a'/);
    expect(refusal('1'.repeat(CALC_MAX_INPUT + 1))).toMatch(/longer than/);
    expect(refusal('('.repeat(100) + '1' + ')'.repeat(100))).toMatch(/nested too deeply/);
    expect(refusal('-'.repeat(200) + '1')).toMatch(/nested too deeply/);
  });

  it('(1)^n and (-1)^n stay cheap for any exponent', () => {
    expect(result('1^1000000000')).toBe('1');
    expect(result('(-1)^1000000001')).toBe('-1');
  });
});

/** A random expression tree over small integers, printed fully parenthesised, with its BigInt value. */
type Tree = { text: string; value: bigint };
const leaf = fc
  .bigInt({ min: -1000n, max: 1000n })
  .map((v): Tree => ({ text: v < 0n ? `(${v})` : `${v}`, value: v }));
const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(tie('t'), fc.constantFrom('+', '-', '*'), tie('t')).map(([a, op, b]) => ({
      text: `(${a.text} ${op} ${b.text})`,
      value: op === '+' ? a.value + b.value : op === '-' ? a.value - b.value : a.value * b.value,
    })),
  ),
})).t;

/** A decimal with up to 6 places as text and as an integer count of millionths. */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.integer({ min: 0, max: 6 }), fc.boolean())
  .map(([digits, places, negative]) => {
    const s = digits.toString().padStart(places + 1, '0');
    const text = places ? `${s.slice(0, -places)}.${s.slice(-places)}` : s;
    const micros = digits * 10n ** BigInt(6 - places);
    return { text: negative ? `(-${text})` : text, micros: negative ? -micros : micros };
  });

describe('calculator properties', () => {
  it('agrees with BigInt arithmetic on integer expressions', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const v = evaluate(t.text);
        expect(v.d).toBe(1n);
        expect(v.n).toBe(t.value);
      }),
    );
  });

  it('adds and multiplies decimals exactly', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const sum = evaluate(`${a.text} + ${b.text}`);
        expect(sum.n * 1_000_000n).toBe((a.micros + b.micros) * sum.d);
        const product = evaluate(`${a.text} * ${b.text}`);
        expect(product.n * 10n ** 12n).toBe(a.micros * b.micros * product.d);
      }),
    );
  });

  it('(a / b) * b is a again, for any b but zero', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        fc.pre(b.micros !== 0n);
        const back = evaluate(`(${a.text} / ${b.text}) * ${b.text}`);
        const direct = evaluate(a.text);
        expect(back).toEqual(direct);
      }),
    );
  });

  it('answers any input with a value or a CalcError, never anything else', () => {
    const alphabet = fc.constantFrom(...'0123456789.+-*/%^() e×÷'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        try {
          calculate(chars.join(''));
        } catch (err) {
          expect(err).toBeInstanceOf(CalcError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

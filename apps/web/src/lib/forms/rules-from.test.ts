import { passwordSchema, registerBody, robotFormBody, usernameSchema } from '@robot/contracts';
import { FieldReason, Limits } from '@robot/contracts/client';
import type { FormRule } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n.ts';
import { refusalOf, rulesFrom } from './rules-from.ts';

/** Runs the one rule rulesFrom makes, as antd would: its message, or null when the value passes. */
async function check(rules: FormRule[], value: unknown): Promise<string | null> {
  const [rule] = rules;
  if (!rule || typeof rule === 'function' || !rule.validator) throw new Error('not a validator');
  try {
    await rule.validator({} as never, value, () => undefined);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

const t = i18n.t.bind(i18n);

describe('rulesFrom: antd rules from a contract field', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('takes the contract maximum and refuses one more, trimmed as the server trims', () => {
    const name = robotFormBody.shape.robotName;
    expect(refusalOf(name, 'a'.repeat(Limits.robotName))).toBeNull();
    expect(refusalOf(name, `  ${'a'.repeat(Limits.robotName)}  `)).toBeNull();
    expect(refusalOf(name, 'a'.repeat(Limits.robotName + 1))).toEqual({
      reason: FieldReason.tooLong,
      max: Limits.robotName,
    });
  });

  it('answers the minimum, patterns and the reason keys of the contract', () => {
    const { min, max } = Limits.username;
    expect(refusalOf(usernameSchema, 'a'.repeat(min - 1))).toEqual({
      reason: FieldReason.tooShort,
      min,
    });
    expect(refusalOf(usernameSchema, 'a'.repeat(min))).toBeNull();
    expect(refusalOf(usernameSchema, 'a'.repeat(max))).toBeNull();
    expect(refusalOf(usernameSchema, 'ab cd')?.reason).toBe('validation.usernameChars');
    expect(refusalOf(passwordSchema, 'a'.repeat(Limits.password.min - 1))?.reason).toBe(
      'validation.passwordTooShort',
    );
    expect(refusalOf(passwordSchema, 'has space')?.reason).toBe('validation.passwordSpaces');
  });

  it('asks for a required field left blank, and lets an optional one be', () => {
    for (const blank of [undefined, null, '', '   ']) {
      expect(refusalOf(robotFormBody.shape.robotName, blank)).toEqual({
        reason: FieldReason.required,
      });
      expect(refusalOf(registerBody.shape.email, blank)).toBeNull();
    }
    expect(rulesFrom(robotFormBody.shape.robotName, t)[0]).toMatchObject({ required: true });
    expect(rulesFrom(registerBody.shape.email, t)[0]).toMatchObject({ required: false });
  });

  it('words the reason in the validation namespace, or as the field asks, in both languages', async () => {
    const name = robotFormBody.shape.robotName;
    const long = 'a'.repeat(Limits.robotName + 1);
    const worded = rulesFrom(name, t, { [FieldReason.tooLong]: 'robotForm:validation.maxLength' });
    const plain = rulesFrom(name, t);
    await i18n.changeLanguage('en-US');
    expect(await check(plain, long)).toBe('Too long');
    expect(await check(worded, long)).toBe(`At most ${Limits.robotName} characters`);
    expect(await check(worded, 'fine')).toBeNull();
    expect(await check(rulesFrom(registerBody.shape.email, t), 'not-an-email')).toBe(
      'Please enter a valid email address',
    );
    await i18n.changeLanguage('zh-CN');
    expect(await check(plain, long)).toBe('内容太长');
    expect(await check(worded, long)).toBe(`最多 ${Limits.robotName} 个字符`);
    const required = rulesFrom(name, t, { [FieldReason.required]: () => '请填写名称' });
    expect(await check(required, ' ')).toBe('请填写名称');
  });
});

import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { accountRules } from './form-rules.ts';

/** Runs antd-style rules the way the form does, answering the first message or null. */
async function check(rules: FormRule[], value: string): Promise<string | null> {
  for (const rule of rules) {
    const r =
      typeof rule === 'function'
        ? rule({ getFieldValue: () => undefined } as unknown as FormInstance)
        : rule;
    if ('validator' in r && r.validator) {
      try {
        await r.validator({} as never, value, () => undefined);
      } catch (err) {
        return (err as Error).message;
      }
    }
    if ('min' in r && r.min !== undefined && value.length < r.min) return String(r.message);
  }
  return null;
}

describe('account form rules', () => {
  const rules = accountRules(i18n.t.bind(i18n));

  it('refuse a nickname with bidi, zero-width or control characters, as the server does', async () => {
    await i18n.changeLanguage('en-US');
    for (const bad of ['admin\u202Egnp', 'ad\u200Bmin', 'a\nb']) {
      expect(await check(rules.nickname, bad)).toBe(
        'Contains invisible or control characters: remove them',
      );
    }
    expect(await check(rules.nickname, '机器人 小助手')).toBeNull();
  });

  it('ask for at least 8 characters in a new password', async () => {
    expect(await check(rules.newPassword, 'abc1234')).toBe(
      'Password must be at least 8 characters',
    );
    expect(await check(rules.newPassword, 'abc12345')).toBeNull();
  });
});

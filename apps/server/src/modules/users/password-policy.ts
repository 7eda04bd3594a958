import { Limits } from '@robot/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.ts';

/**
 * The common-password list: zxcvbn-ts's `passwords-common` dictionary (MIT; ranked by how often each
 * password appears in public breach corpora, all lowercase). Only entries our length rule lets through
 * can ever match, so the list kept is the `size` most common of those: a 10,000-entry set by default,
 * beyond the 3,000 that ASVS 5.0 V6.2.4 asks for.
 */
export function loadCommonPasswords(size: number): ReadonlySet<string> {
  const ranked = dictionary['passwords-common'] as string[];
  const kept = new Set<string>();
  for (const word of ranked) {
    if (kept.size >= size) break;
    if (word.length >= Limits.password.min) kept.add(word.toLowerCase());
  }
  return kept;
}

export function createPasswordPolicy(commonPasswords: ReadonlySet<string>) {
  return {
    /**
     * Refuses a new password that is on the list, whatever its letter case ('PassWord1' is
     * 'password1'). `field` names the body field in `data.fields`.
     */
    assertAcceptable(password: string, field: string): void {
      if (commonPasswords.has(password.toLowerCase())) {
        throw new AppError('errors.passwordTooCommon', {
          fields: { [field]: 'validation.passwordTooCommon' },
        });
      }
    },
  };
}

export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;

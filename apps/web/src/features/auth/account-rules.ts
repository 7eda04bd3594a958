import type { Namespace, TFunction } from 'i18next';

/**
 * The account forms' rules (form-rules.ts), loaded by the first check of a field instead of with
 * the sign-in page: they are made of the contract's schemas, and zod would weigh ~27 KB gzip on the
 * page's first load. The page asks for them when the visitor first focuses or presses in it
 * (preloadAccountRules), so a check mostly finds them there.
 */
export const loadAccountRules = (t: TFunction<Namespace>) =>
  import('./form-rules.ts').then((m) => m.accountRules(t));

export const preloadAccountRules = (): void => void import('./form-rules.ts');

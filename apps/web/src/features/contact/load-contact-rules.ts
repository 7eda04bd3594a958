import type { Namespace, TFunction } from 'i18next';
import type { RequirementType } from './contact-rules.ts';

/**
 * The form's rules (contact-rules.ts), loaded by the first check of a field instead of with the
 * page: they are made of the contract's schemas, and zod would weigh ~27 KB gzip on the page's first
 * load (as the sign-in page's rules, decision 051). The page asks for them when the visitor first
 * focuses or presses in the form (preloadContactRules), so a check mostly finds them there.
 */
export const loadContactRules = (t: TFunction<Namespace>, type: RequirementType) =>
  import('./contact-rules.ts').then((m) => m.contactRules(t, type));

export const preloadContactRules = (): void => void import('./contact-rules.ts');

import type { FormRule } from 'antd';

/** What a rule may read of its form: another field's value (antd's `({ getFieldValue }) => rule`). */
export interface RuleForm {
  getFieldValue: (name: string) => unknown;
}

interface RuleParts {
  required?: boolean;
  whitespace?: boolean;
  message?: unknown;
  validator?: (rule: unknown, value: unknown) => Promise<unknown> | void;
}

const isEmpty = (value: unknown, whitespace: boolean) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (whitespace && typeof value === 'string' && !value.trim());

const messageOf = (reason: unknown): string =>
  reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : String(reason);

/**
 * A field's messages under antd-shaped rules (the ones lib/forms/rules-from.ts and the features'
 * form-rules.ts write), checked without antd: every rule runs, as antd's do, and each refusal gives
 * one message in the rules' order. The parts these rules use are read: `required` (with
 * `whitespace`) and `message`, a `validator`, and a rule written as a function of the form. A rule
 * with a validator is that validator alone (its `required` only marks the field), as in antd.
 */
export async function checkRules(
  rules: readonly FormRule[],
  value: unknown,
  form: RuleForm,
): Promise<string[]> {
  const outcomes = await Promise.all(
    rules.map(async (written): Promise<string | null> => {
      const rule = (typeof written === 'function' ? written(form as never) : written) as RuleParts;
      if (rule.validator) {
        try {
          await rule.validator(rule, value);
          return null;
        } catch (reason) {
          return messageOf(reason);
        }
      }
      if (rule.required && isEmpty(value, rule.whitespace === true)) {
        return typeof rule.message === 'string' ? rule.message : messageOf(rule.message);
      }
      return null;
    }),
  );
  return outcomes.filter((m): m is string => m !== null);
}

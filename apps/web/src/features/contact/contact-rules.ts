import { Limits, emailSchema, mobileSchema } from '@robot/contracts';
import type { FormRule } from 'antd';
import type { Namespace, TFunction } from 'i18next';

export type RequirementType = 'message' | 'cooperation';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** Trimmed length, as the server counts it after its own trim. */
const trimmedMax = (max: number, message: string): FormRule => ({
  validator: (_, v: unknown) =>
    typeof v === 'string' && v.trim().length > max
      ? Promise.reject(new Error(message))
      : Promise.resolve(),
});

/**
 * antd rules mirroring the contract's `requirementBody`, so the visitor learns of a problem before
 * sending; the formats reuse the contract's own mobile and email schemas.
 */
export const contactRules = (t: TFunction<Namespace>, type: RequirementType) => ({
  name: [
    { required: true, whitespace: true, message: t('contact:rules.nameRequired') },
    trimmedMax(
      Limits.requirement.name,
      t('contact:rules.nameTooLong', { max: Limits.requirement.name }),
    ),
  ] satisfies FormRule[],
  companyName: [
    {
      required: type === 'cooperation',
      whitespace: true,
      message: t('contact:rules.companyRequired'),
    },
    trimmedMax(
      Limits.requirement.companyName,
      t('contact:rules.companyTooLong', { max: Limits.requirement.companyName }),
    ),
  ] satisfies FormRule[],
  mobile: [
    ({ getFieldValue }) => ({
      validator: (_: unknown, v: unknown) => {
        if (blank(v)) {
          return blank(getFieldValue('email'))
            ? Promise.reject(new Error(t('validation:contactRequired')))
            : Promise.resolve();
        }
        return mobileSchema.safeParse(v).success
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation:mobile')));
      },
    }),
  ] satisfies FormRule[],
  email: [
    {
      validator: (_: unknown, v: unknown) =>
        blank(v) || emailSchema.safeParse(v).success
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation:email'))),
    },
  ] satisfies FormRule[],
  requirement: [
    { required: true, whitespace: true, message: t('contact:rules.requirementRequired') },
    trimmedMax(
      Limits.requirement.max,
      t('contact:rules.requirementTooLong', { max: Limits.requirement.max }),
    ),
  ] satisfies FormRule[],
});

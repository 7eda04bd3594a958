import { mobileSchema, requirementBody } from '@robot/contracts';
import { FieldReason } from '@robot/contracts/client';
import type { FormRule } from 'antd';
import type { Namespace, TFunction } from 'i18next';
import { rulesFrom } from '../../lib/forms/rules-from.ts';

export type RequirementType = 'message' | 'cooperation';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

const R = FieldReason;
const field = requirementBody.shape;

/**
 * antd rules from the contract's `requirementBody` (its fields through rulesFrom, its two cross-field
 * refinements by hand), so the visitor learns of a problem before sending.
 */
export const contactRules = (t: TFunction<Namespace>, type: RequirementType) => ({
  name: rulesFrom(field.name, t, {
    [R.required]: 'contact:rules.nameRequired',
    [R.tooLong]: 'contact:rules.nameTooLong',
  }),
  companyName: [
    {
      required: type === 'cooperation',
      whitespace: true,
      message: t('contact:rules.companyRequired'),
    },
    ...rulesFrom(field.companyName, t, { [R.tooLong]: 'contact:rules.companyTooLong' }),
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
  email: rulesFrom(field.email, t),
  requirement: rulesFrom(field.requirement, t, {
    [R.required]: 'contact:rules.requirementRequired',
    [R.tooLong]: 'contact:rules.requirementTooLong',
  }),
});

import {
  loginBody,
  mobileSchema,
  passwordSchema,
  registerBody,
  smsCodeSchema,
  usernameSchema,
} from '@robot/contracts';
import { FieldReason, Limits } from '@robot/contracts/client';
import type { FormRule } from 'antd';
import type { Namespace, TFunction } from 'i18next';
import { rulesFrom } from '../../lib/forms/rules-from.ts';

/** Refuses what the other fields of the form hold under `field` differently (confirmation boxes). */
const sameAs =
  (t: TFunction<Namespace>, field: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation:passwordMismatch'))),
  });

/** One message for both ends of the username's length, as the spec words it. */
const usernameLength = (t: TFunction<Namespace>) => () =>
  t('validation:usernameLength', { min: Limits.username.min, max: Limits.username.max });

const R = FieldReason;

/**
 * antd rules for the account forms: the contract's own schemas (rulesFrom), worded by the spec's
 * validation messages.
 */
export const accountRules = (t: TFunction<Namespace>) => ({
  account: rulesFrom(loginBody.shape.username, t, { [R.required]: 'validation:accountRequired' }),
  loginPassword: rulesFrom(loginBody.shape.password, t, {
    [R.required]: 'validation:passwordRequired',
  }),
  username: rulesFrom(usernameSchema, t, {
    [R.required]: 'validation:usernameRequired',
    [R.tooShort]: usernameLength(t),
    [R.tooLong]: usernameLength(t),
  }),
  newPassword: rulesFrom(passwordSchema, t, { [R.required]: 'validation:passwordRequired' }),
  confirmPassword: [
    { required: true, message: t('validation:confirmRequired') },
    sameAs(t, 'password'),
  ] satisfies FormRule[],
  confirmNewPassword: [
    { required: true, message: t('validation:confirmRequired') },
    sameAs(t, 'newPassword'),
  ] satisfies FormRule[],
  email: rulesFrom(registerBody.shape.email, t),
  nickname: rulesFrom(registerBody.shape.nickname, t, {
    [R.tooLong]: 'validation:nicknameTooLong',
  }),
  mobile: rulesFrom(mobileSchema, t, { [R.required]: 'validation:mobileRequired' }),
  /** a mobile number the form may leave out (sign-up) */
  optionalMobile: rulesFrom(registerBody.shape.mobile, t),
  smsCode: rulesFrom(smsCodeSchema, t, { [R.required]: 'validation:smsCodeRequired' }),
  /** the code's format only: whether it is needed depends on the mobile field (sign-up) */
  optionalSmsCode: rulesFrom(registerBody.shape.smsCode, t),
});

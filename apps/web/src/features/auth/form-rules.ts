import { hasUnsafeNameCharacters, Limits } from '@robot/contracts';
import type { FormRule } from 'antd';
import type { Namespace, TFunction } from 'i18next';

/** antd rules for the account forms, worded by the spec's validation messages. */
export /** Refuses what the other fields of the form hold under `field` differently (confirmation boxes). */
const sameAs =
  (t: TFunction<Namespace>, field: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation:passwordMismatch'))),
  });

export const accountRules = (t: TFunction<Namespace>) => ({
  account: [
    { required: true, whitespace: true, message: t('validation:accountRequired') },
    { max: Limits.email.max, message: t('validation:tooLong') },
  ] satisfies FormRule[],
  loginPassword: [
    { required: true, message: t('validation:passwordRequired') },
  ] satisfies FormRule[],
  username: [
    { required: true, whitespace: true, message: t('validation:usernameRequired') },
    { pattern: Limits.username.pattern, message: t('validation:usernameChars') },
    {
      min: Limits.username.min,
      max: Limits.username.max,
      message: t('validation:usernameLength', {
        min: Limits.username.min,
        max: Limits.username.max,
      }),
    },
  ] satisfies FormRule[],
  newPassword: [
    { required: true, message: t('validation:passwordRequired') },
    { min: Limits.password.min, message: t('validation:passwordTooShort') },
    { max: Limits.password.max, message: t('validation:tooLong') },
    { pattern: /^\S*$/, message: t('validation:passwordSpaces') },
  ] satisfies FormRule[],
  confirmPassword: [
    { required: true, message: t('validation:confirmRequired') },
    sameAs(t, 'password'),
  ] satisfies FormRule[],
  confirmNewPassword: [
    { required: true, message: t('validation:confirmRequired') },
    sameAs(t, 'newPassword'),
  ] satisfies FormRule[],
  email: [
    { type: 'email', message: t('validation:email') },
    { max: Limits.email.max, message: t('validation:tooLong') },
  ] satisfies FormRule[],
  nickname: [
    {
      max: Limits.nickname.max,
      message: t('validation:nicknameTooLong', { max: Limits.nickname.max }),
    },
    {
      validator: (_: unknown, value: string | undefined) =>
        value && hasUnsafeNameCharacters(value)
          ? Promise.reject(new Error(t('validation:unsafeCharacters')))
          : Promise.resolve(),
    },
  ] satisfies FormRule[],
  mobile: [
    { required: true, whitespace: true, message: t('validation:mobileRequired') },
    { pattern: Limits.mobile.pattern, message: t('validation:mobile') },
  ] satisfies FormRule[],
  smsCode: [
    { required: true, whitespace: true, message: t('validation:smsCodeRequired') },
    { pattern: /^[0-9]{6}$/, message: t('validation:smsCode') },
  ] satisfies FormRule[],
});

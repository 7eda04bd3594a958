import type { UserLimits } from '@robot/contracts';
import i18n from '../../../../../lib/i18n/i18n.ts';
import { formatNumber } from '../../../lib/format.ts';

export type LimitKey = keyof UserLimits;

export const limitKeys: readonly LimitKey[] = [
  'allowedModels',
  'premium',
  'maxConversations',
  'dailyAsks',
  'premiumAsksPer3h',
  'answersPerMinute',
  'timeSlots',
];

export const numberLimitKeys = [
  'maxConversations',
  'dailyAsks',
  'premiumAsksPer3h',
  'answersPerMinute',
] as const;
export type NumberLimitKey = (typeof numberLimitKeys)[number];

/** A limit's value as the admin reads it ("no limit", "any time", the list of models...). */
export function describeLimit<K extends LimitKey>(
  key: K,
  value: UserLimits[K] | undefined,
): string {
  const t = i18n.t.bind(i18n);
  if (value === undefined) return '…';
  if (key === 'allowedModels') {
    const v = value as UserLimits['allowedModels'];
    if (v === null) return t('admin:limits.allModels');
    return v.length === 0 ? t('admin:limits.noModels') : v.join(', ');
  }
  if (key === 'premium') return value ? t('admin:limits.yes') : t('admin:limits.no');
  if (key === 'timeSlots') {
    const v = value as UserLimits['timeSlots'];
    return !v || v.length === 0
      ? t('admin:limits.anyTime')
      : v.map((s) => `${s.start}–${s.end}`).join(', ');
  }
  return value === null ? t('admin:limits.unlimited') : formatNumber(value as number);
}

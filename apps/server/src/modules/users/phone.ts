import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { AppError } from '../../lib/app-error.ts';

/**
 * Phone numbers are stored, counted and compared in E.164 form only (+8613800138000), so that
 * 13800138000, +86 138 0013 8000, 8613800138000 and 008613800138000 are one number with one SMS
 * cooldown, one daily cap and one account. A number without a country code is read in `region`
 * (PHONE_DEFAULT_REGION).
 */
export function toE164(raw: string, region: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), region);
  return parsed?.isValid() ? parsed.number : null;
}

/** As toE164; a number that is not a valid phone number is a 10400 on `field`. */
export function normalisePhone(raw: string, region: CountryCode, field: string): string {
  const e164 = toE164(raw, region);
  if (!e164) throw AppError.invalidFields({ [field]: 'validation.mobile' });
  return e164;
}

/** The national part of a stored E.164 number (+8613800138000 -> 13800138000), for display. */
export function nationalPart(stored: string): string {
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  return parsed ? parsed.nationalNumber : stored;
}

import type { UserInfo } from '@robot/contracts';
import { nationalPart } from './phone.ts';
import type { UserRow } from './users.repository.ts';

/**
 * +8613800138000 -> 138****8000 (the national part); short numbers keep less so that most digits
 * stay hidden.
 */
export function maskMobile(stored: string): string {
  const mobile = nationalPart(stored);
  if (mobile.length >= 8) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return `${mobile.slice(0, 1)}****${mobile.slice(-2)}`;
}

/** The user as answered: an explicit allow-list, so no stored secret can leak into a response. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    uuid: row.id,
    username: row.username,
    email: row.email,
    nickname: row.nickname,
    headportraitUrl: row.headportrait_url,
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    role: row.role,
    createdAt: row.created_at,
    smsOnly: row.password_hash === null,
  };
}

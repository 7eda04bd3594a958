import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Limits } from '@robot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CountryCode } from 'libphonenumber-js';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { normalisePhone } from './phone.ts';
import type { SmsCodesRepository } from './sms-codes.repository.ts';
import type { SmsSender } from './sms-sender.ts';
import { UserLimits } from './user-limits.ts';

const { ttlSeconds, maxAttempts, cooldownSeconds, perDay } = Limits.smsCode;
const DAY_MS = 86_400_000;

/** Codes are kept only as a hash bound to their phone, so a leaked row proves nothing elsewhere. */
const hashCode = (phone: string, code: string): string =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A uniformly random code of `Limits.smsCode.length` digits from the CSPRNG. */
export const randomSmsCode = (): string =>
  String(randomInt(0, 10 ** Limits.smsCode.length)).padStart(Limits.smsCode.length, '0');

export function createSmsCodesService(deps: {
  codes: SmsCodesRepository;
  sender: SmsSender;
  counters: CounterStore;
  /** PHONE_DEFAULT_REGION */
  region: CountryCode;
  /** makes each new code; tests hand in their own to force distinct codes */
  generateCode?: () => string;
}) {
  const { codes, sender, counters, region, generateCode = randomSmsCode } = deps;

  return {
    /**
     * `raw` is the number as typed: the cooldown, the daily cap and the code are all keyed on its
     * E.164 form. `log` is the request's logger: a failing sender is logged there, the caller only
     * sees 10503.
     */
    async send(raw: string, ip: string, log: FastifyBaseLogger): Promise<{ cooldown: number }> {
      const phone = normalisePhone(raw, region, 'phone');
      const { max, windowSeconds } = UserLimits.smsSendPerIp;
      const byIp = await counters.hit(`sms:ip:${ip}`, windowSeconds);
      if (byIp.count > max) throw new AppError('errors.tooManyRequests');

      const now = Date.now();
      const sent = await codes.sentSince(phone, new Date(now - DAY_MS).toISOString());
      if (sent.length >= perDay) throw new AppError('errors.smsTooMany');
      const last = sent[0];
      if (last && last.created_at > new Date(now - cooldownSeconds * 1000).toISOString()) {
        throw new AppError('errors.tooManyRequests');
      }

      const code = generateCode();
      const id = newOrderedId();
      const createdAt = new Date(now).toISOString();
      await codes.insert({
        id,
        phone,
        code_hash: hashCode(phone, code),
        created_at: createdAt,
        expires_at: new Date(now + ttlSeconds * 1000).toISOString(),
        attempts: 0,
        used_at: null,
      });
      try {
        await sender.send(phone, code);
      } catch (err) {
        // Not delivered: forget the code so it neither counts toward the caps nor blocks a retry.
        await codes.delete(id);
        log.error({ err }, 'sms sender failed');
        throw new AppError('errors.smsSendFailed');
      }
      await codes.burnOthers(phone, id, createdAt);
      return { cooldown: cooldownSeconds };
    },

    /**
     * Uses up the live code of `phone` (E.164, see phone.ts) if `code` matches it. A wrong code counts a try (the fifth burns
     * the code); a missing, expired, burned or already used code answers the same 10411.
     */
    async consume(phone: string, code: string): Promise<void> {
      const nowIso = new Date().toISOString();
      const row = await codes.findLive(phone, nowIso);
      if (!row || row.attempts >= maxAttempts) throw new AppError('errors.smsCodeInvalid');
      if (!sameHash(hashCode(phone, code), row.code_hash)) {
        await codes.countWrongTry(row.id, maxAttempts, nowIso);
        throw new AppError('errors.smsCodeInvalid');
      }
      if (!(await codes.consume(row.id, nowIso))) throw new AppError('errors.smsCodeInvalid');
    },
  };
}

export type SmsCodesService = ReturnType<typeof createSmsCodesService>;

import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

/**
 * Out-of-band notices to the owner of an email or mobile that someone tried to sign up with
 * (ASVS V6.3.8: the sign-up answer itself does not tell that it is taken). The mobile one goes
 * through the SMS sender; there is no mail transport yet, so the email one is only logged (it holds
 * no secret). A notice that fails is logged and never fails the request.
 */
export function createAccountNotices(deps: { sms: SmsSender; log?: FastifyBaseLogger }) {
  const { sms, log } = deps;
  const quietly = (p: Promise<void>, what: string) =>
    p.catch((err: unknown) => log?.error({ err }, `${what} notice failed`));
  return {
    signupWithTakenMobile(mobile: string): void {
      void quietly(sms.notify(mobile, 'signupWithTakenMobile'), 'taken-mobile');
    },
    signupWithTakenEmail(email: string): void {
      log?.info({ email, kind: 'signupWithTakenEmail' }, 'notice for the owner of this email');
    },
  };
}

export type AccountNotices = ReturnType<typeof createAccountNotices>;

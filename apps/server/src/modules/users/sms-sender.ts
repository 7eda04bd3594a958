import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

/** Texts to a phone in E.164 form (+8613800138000). */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
  /**
   * A notice that carries no secret (e.g. 'someone tried to sign up with this number'); `kind`
   * names the template a real provider would use.
   */
  notify(phone: string, kind: 'signupWithTakenMobile'): Promise<void>;
}

/**
 * The development sender: it writes codes to the log instead of texting them. Codes in a log are
 * secrets in a log, so with NODE_ENV=production the server refuses to start with it unless
 * SMS_LOG_SENDER_IN_PRODUCTION=true says so on purpose (e.g. a demo install without an SMS provider).
 */
export function createLogSmsSender(
  log: FastifyBaseLogger,
  config: Pick<Config, 'NODE_ENV' | 'SMS_LOG_SENDER_IN_PRODUCTION'>,
): SmsSender {
  if (config.NODE_ENV === 'production' && !config.SMS_LOG_SENDER_IN_PRODUCTION) {
    throw new Error(
      'NODE_ENV=production with the log-only SMS sender would write SMS codes to the log: ' +
        'configure an SMS provider, or set SMS_LOG_SENDER_IN_PRODUCTION=true to allow it on purpose',
    );
  }
  return {
    async send(phone, code) {
      log.warn({ phone, code }, '[DEVELOPMENT SMS SENDER] code written to the log, not sent');
    },
    async notify(phone, kind) {
      log.warn({ phone, kind }, '[DEVELOPMENT SMS SENDER] notice written to the log, not sent');
    },
  };
}

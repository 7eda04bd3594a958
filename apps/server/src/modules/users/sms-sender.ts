import type { FastifyBaseLogger } from 'fastify';

export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, code) {
      log.warn({ phone, code }, '[DEVELOPMENT SMS SENDER] code written to the log, not sent');
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id handed in by a proxy may look like: a UUID, nginx's `$request_id` (32 hex digits) or any
 * other short token. Anything else (spaces, quotes, control characters, a novel) is never echoed or
 * logged: a fresh id is made instead.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: a random UUID per request, or the `X-Request-Id` a trusted proxy (TRUST_PROXY)
 * sent with it, so that the proxy's log and ours name the request alike. A client that talks to the
 * server directly cannot choose its id.
 */
export function requestIdGenerator(config: Pick<Config, 'TRUST_PROXY'>) {
  const proxies = config.TRUST_PROXY.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const trusted = proxies.length > 0 ? proxyAddr.compile(proxies) : () => false;
  return (req: IncomingMessage): string => {
    const sent = req.headers[REQUEST_ID_HEADER];
    const from = req.socket?.remoteAddress;
    if (typeof sent === 'string' && from && SAFE_ID.test(sent) && trusted(from, 0)) return sent;
    return randomUUID();
  };
}

/**
 * Every answer names its request in `x-request-id`, the id every log line of the request carries
 * (success too: a user reporting a slow or odd answer can quote it). Set first thing, so that answers
 * ended by a later hook (rate limit, redirect, refusal while closing) and streams carry it.
 */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { bearerToken } from '../lib/caller.ts';
import { sendError } from './error-handler.ts';
import type { AppMetrics } from './metrics.ts';

/** Outside /api: it is no call of the API (no envelope, not in the contract or /api/docs). */
export const METRICS_PATH = '/metrics';

type MetricsConfig = Pick<Config, 'NODE_ENV' | 'METRICS_TOKEN' | 'METRICS_PORT' | 'METRICS_HOST'>;

/**
 * Whether the main port answers /metrics: with METRICS_TOKEN (to that bearer token only), or, when
 * neither METRICS_TOKEN nor METRICS_PORT is set, outside production (a developer's machine).
 */
export const metricsOnMainPort = (config: MetricsConfig): boolean =>
  config.METRICS_TOKEN !== undefined ||
  (config.METRICS_PORT === undefined && config.NODE_ENV !== 'production');

/** Whether anyone can read the metrics; when nobody can, none are kept (no per-request work at all). */
export const metricsServed = (config: MetricsConfig): boolean =>
  metricsOnMainPort(config) || config.METRICS_PORT !== undefined;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the token in constant time (hashes of equal length, whatever was sent). */
function tokenCheck(expected: string | undefined): (authorization: string | undefined) => boolean {
  if (expected === undefined) return () => true;
  const want = digest(expected);
  return (authorization) => {
    const sent = bearerToken(authorization);
    return sent !== null && sent !== undefined && timingSafeEqual(digest(sent), want);
  };
}

/**
 * Serves the metrics: `GET /metrics` on the main port (see `metricsOnMainPort`; otherwise it answers
 * 404 like any unknown path, never the web app's page), and with METRICS_PORT on a listener of its
 * own, bound to METRICS_HOST (127.0.0.1 by default), opened when the app is ready and closed with it.
 */
export function exposeMetrics(
  app: FastifyInstance,
  config: MetricsConfig,
  metrics: AppMetrics | null,
): { address(): AddressInfo | null } {
  const authorised = tokenCheck(config.METRICS_TOKEN);
  const open = metricsOnMainPort(config);

  app.get(METRICS_PATH, async (request, reply) => {
    if (!open || !metrics) return sendError(reply, 'errors.pageNotFound');
    if (!authorised(request.headers.authorization)) {
      return sendError(reply.header('www-authenticate', 'Bearer'), 'errors.invalidToken');
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.scrape();
  });

  if (config.METRICS_PORT === undefined || !metrics) return { address: () => null };
  const port = config.METRICS_PORT;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (!authorised(req.headers.authorization)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  // Opened when the app is ready (before the main port listens), so that a port in use stops the start.
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.METRICS_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { address: () => server.address() as AddressInfo | null };
}

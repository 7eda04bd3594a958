import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sendError } from './error-handler.ts';
import { exposeMetrics, metricsServed } from './metrics-endpoint.ts';
import { createAppMetrics, type MetricsSources } from './metrics.ts';
import { echoRequestIds } from './request-ids.ts';

/**
 * While the server drains (SIGTERM, app.close), a request that still arrives on a kept-alive
 * connection is refused with the catalogue's 10503 and `Connection: close`, its request id included,
 * so that a load balancer's readiness check fails at once and the client retries elsewhere. (Fastify's
 * own `return503OnClosing` answers a bare body without the id; app.ts turns it off.)
 */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    void sendError(reply, 'errors.serviceUnavailable');
  });
}

/**
 * What operations need on every request: the request id echoed on every answer, the refusal while
 * closing, and the Prometheus metrics (plugins/metrics.ts, served by plugins/metrics-endpoint.ts;
 * not kept at all when nobody may read them: production without METRICS_TOKEN or METRICS_PORT).
 * Registered before the other plugins and routes, so that its hooks run first for all of them.
 */
export function registerOperations(
  app: FastifyInstance,
  deps: MetricsSources & { config: Config },
): void {
  echoRequestIds(app);
  refuseWhileClosing(app);
  const metrics = metricsServed(deps.config) ? createAppMetrics(app, deps) : null;
  exposeMetrics(app, deps.config, metrics);
}

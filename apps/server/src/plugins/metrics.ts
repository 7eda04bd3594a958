import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { ModelCallObserver } from '../modules/models/model-registry.ts';

/** What the metrics read from the rest of the app, at scrape time or as things happen. */
export interface MetricsSources {
  database: Database;
  /** entries of each in-memory search index, by index name (`robots`, `aitool`, ...) */
  searchIndexSizes(): Record<string, number>;
  /** the model registry: how each model call ended (absent when a test hands in its own models) */
  models?: { observe(observer: ModelCallObserver): () => void };
}

/** Label of requests that matched no route: raw URLs would make one series per path a scanner tries. */
export const UNMATCHED_ROUTE = 'unmatched';

const SECONDS = 1000;

/**
 * One registry per app (tests build many apps in one process, so prom-client's global default
 * registry is never used) with:
 * - `http_request_duration_seconds{method,route,status_code}`: rate and latency per route pattern
 *   (`/api/robot/detail/:uuid`), never the raw URL; requests no route matched are one `unmatched` series;
 * - `http_requests_aborted_total{method,route}`: the client went away before the answer was sent;
 * - `http_sse_streams_active`: event streams open now (chat answers, AI writing);
 * - `model_first_token_seconds{model}`, `model_request_duration_seconds{model,outcome}`,
 *   `model_request_errors_total{model,kind}`: each upstream model call, counted once when it ends
 *   (nothing per token);
 * - `db_pool_connections{state}`, `db_pool_waiting_queries`, `db_pool_max_connections`: PostgreSQL's
 *   pool; SQLite reports its one connection;
 * - `search_index_entries{index}`: the robots' and the three directories' in-memory indexes;
 * - prom-client's process and Node.js metrics (CPU, memory, GC, handles, event-loop delay), started
 *   at the first scrape (their event-loop histogram and GC observer live as long as the process).
 */
export function createAppMetrics(app: FastifyInstance, sources: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP answers by route pattern: time from the request to the end of the answer.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers,
  });
  const aborted = new Counter({
    name: 'http_requests_aborted_total',
    help: 'Requests whose client went away before the answer was complete.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const streams = new Gauge({
    name: 'http_sse_streams_active',
    help: 'Server-sent event streams open now.',
    registers,
  });

  const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;
  // Streams are counted from their first byte until their socket closes, however they end.
  const counted = new WeakSet<FastifyReply>();
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/event-stream') && !counted.has(reply)) {
      counted.add(reply);
      streams.inc();
      reply.raw.once('close', () => streams.dec());
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / SECONDS,
    );
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    aborted.inc({ method: request.method, route: routeOf(request) });
    done();
  });

  const firstToken = new Histogram({
    name: 'model_first_token_seconds',
    help: 'Upstream model calls: time until the first text.',
    labelNames: ['model'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers,
  });
  const modelCalls = new Histogram({
    name: 'model_request_duration_seconds',
    help: 'Upstream model calls by how they ended (ok, aborted, upstream, timeout, ...): whole duration.',
    labelNames: ['model', 'outcome'] as const,
    buckets: [0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
    registers,
  });
  const modelErrors = new Counter({
    name: 'model_request_errors_total',
    help: 'Upstream model calls that failed (upstream error, timeout, not configured, other).',
    labelNames: ['model', 'kind'] as const,
    registers,
  });
  const stopObserving = sources.models?.observe((call) => {
    if (call.firstTokenMs !== null) {
      firstToken.observe({ model: call.model }, call.firstTokenMs / SECONDS);
    }
    modelCalls.observe({ model: call.model, outcome: call.outcome }, call.totalMs / SECONDS);
    if (call.outcome !== 'ok' && call.outcome !== 'aborted') {
      modelErrors.inc({ model: call.model, kind: call.outcome });
    }
  });
  app.addHook('onClose', async () => stopObserving?.());

  const { database } = sources;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: open (all), idle, in use. SQLite: its one connection.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = database.poolStats?.();
      if (!pool) {
        this.set({ state: 'open' }, 1);
        return;
      }
      this.set({ state: 'open' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'in_use' }, pool.total - pool.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a free database connection (PostgreSQL; always 0 on SQLite).',
    registers,
    collect() {
      this.set(database.poolStats?.().waiting ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the pool opens (1 on SQLite).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.set({ kind: database.kind }, database.poolStats?.().max ?? 1);
    },
  });
  new Gauge({
    name: 'db_offloop_reader',
    help:
      "SQLite file: the thread the admin's scanning reads run on (decision 045). running: 1 while it is up; " +
      'fallen_back: 1 once it failed and those reads run on the event loop.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const reader = database.offLoopReader;
      if (!reader) return;
      this.set({ state: 'running' }, reader.running ? 1 : 0);
      this.set({ state: 'fallen_back' }, reader.offLoop ? 0 : 1);
    },
  });
  new Counter({
    name: 'db_offloop_reads_total',
    help: 'SQLite file: reads answered by the off-loop reader thread (decision 045).',
    registers,
    collect() {
      const reader = database.offLoopReader;
      if (!reader) return;
      this.reset();
      this.inc(reader.answered);
    },
  });
  new Gauge({
    name: 'search_index_entries',
    help: 'Entries of each in-memory search index (robots and the three directories).',
    labelNames: ['index'] as const,
    registers,
    collect() {
      for (const [index, size] of Object.entries(sources.searchIndexSizes())) {
        this.set({ index }, size);
      }
    },
  });

  let processMetrics = false;
  return {
    registry,
    /** The text Prometheus reads. */
    async scrape(): Promise<string> {
      if (!processMetrics) {
        processMetrics = true;
        collectDefaultMetrics({ register: registry });
      }
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

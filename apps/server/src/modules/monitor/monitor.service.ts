import type { FastifyBaseLogger } from 'fastify';
import { FieldReason, Limits, type ErrorReportBody, type Readiness } from '@robot/contracts';
import { pingDatabase, type Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ErrorReportsRepository } from './monitor.repository.ts';

/** A health check must answer even when the database hangs rather than fails. */
const HEALTH_TIMEOUT_MS = 3000;
/** Shorter: a load balancer asks often and should hear "not ready" before its own deadline. */
const READY_TIMEOUT_MS = 2000;

type Check = Readiness['checks']['database'];

/**
 * Device info sent as an object, as JSON text. JSON.parse reads nesting of any depth, but
 * JSON.stringify recurses and throws past a few thousand levels (20 KB of brackets is enough):
 * that is no device info, answered 10400 instead of 500.
 */
function asJsonText(info: unknown): string {
  try {
    return JSON.stringify(info);
  } catch {
    throw AppError.invalidFields({ deviceInfoJson: FieldReason.invalidValue });
  }
}

/** `work` settled within the deadline: ok, failed or timeout (never throws). */
async function check(work: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    return await Promise.race([work().then((): Check => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export function createMonitorService(deps: {
  reports: ErrorReportsRepository;
  database: Database;
  /** the server's Redis connection, when REDIS_URL is set */
  redis?: { ping(): Promise<unknown> };
  /** how long each readiness check may take (ms) */
  readyTimeoutMs?: number;
  /** seconds the process has run */
  uptime?: () => number;
}) {
  const uptime = deps.uptime ?? (() => process.uptime());

  return {
    /**
     * Stores what the browser reported. The device info is kept as JSON text of at most 16 KB (UTF-8
     * bytes), whatever form it came in.
     */
    async report(
      body: ErrorReportBody,
      from: { userId: string | null; ip: string | null },
    ): Promise<void> {
      const info = body.deviceInfoJson;
      const deviceInfo = typeof info === 'string' ? info : asJsonText(info);
      if (Buffer.byteLength(deviceInfo, 'utf8') > Limits.errorReport.maxBytes) {
        throw new AppError('errors.fileTooLarge');
      }
      await deps.reports.insert({
        userId: from.userId,
        errorCode: String(body.errorCode),
        errorMessage: body.errorMessage,
        deviceInfo,
        ip: from.ip,
      });
    },

    /** `log` is the request's logger: the answer hides why the database failed, the log keeps it. */
    async health(
      log: Pick<FastifyBaseLogger, 'warn'>,
    ): Promise<{ status: 'ok'; database: string; uptime: number }> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), HEALTH_TIMEOUT_MS);
      });
      try {
        await Promise.race([pingDatabase(deps.database), timeout]);
      } catch (err) {
        log.warn({ err }, 'health check: database unavailable');
        throw new AppError('errors.databaseError');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok', database: deps.database.kind, uptime: Math.floor(uptime()) };
    },

    /** Liveness: the event loop turns and answers; nothing else is asked. */
    live(): { status: 'ok'; uptime: number } {
      return { status: 'ok', uptime: Math.floor(uptime()) };
    },

    /**
     * Readiness: a database round trip and a Redis PING (when there is Redis), both at once, each within
     * its deadline. Any one failing answers 10503 naming which (`data.checks`); the log says why.
     */
    async ready(log: Pick<FastifyBaseLogger, 'warn'>): Promise<Readiness> {
      const timeoutMs = deps.readyTimeoutMs ?? READY_TIMEOUT_MS;
      const { redis } = deps;
      const [database, redisState] = await Promise.all([
        check(() => pingDatabase(deps.database), timeoutMs),
        redis ? check(() => redis.ping(), timeoutMs) : Promise.resolve<Check>('none'),
      ]);
      const checks = { database, redis: redisState };
      if (database !== 'ok' || (redisState !== 'ok' && redisState !== 'none')) {
        log.warn({ checks }, 'readiness check failed');
        throw new AppError('errors.serviceUnavailable', { checks });
      }
      return { status: 'ok', checks };
    },
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;

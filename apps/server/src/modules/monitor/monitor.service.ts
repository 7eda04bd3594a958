import type { FastifyBaseLogger } from 'fastify';
import { Limits, type ErrorReportBody } from '@robot/contracts';
import { pingDatabase, type Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ErrorReportsRepository } from './monitor.repository.ts';

/** A health check must answer even when the database hangs rather than fails. */
const HEALTH_TIMEOUT_MS = 3000;

export function createMonitorService(deps: {
  reports: ErrorReportsRepository;
  database: Database;
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
      const deviceInfo = typeof info === 'string' ? info : JSON.stringify(info);
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
  };
}

export type MonitorService = ReturnType<typeof createMonitorService>;

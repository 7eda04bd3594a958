import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Limits } from './limits.ts';

export const deviceInfo = z
  .object({
    href: z.string().max(2048).optional(),
    origin: z.string().max(512).optional(),
    userAgent: z.string().max(1024).optional(),
    platform: z.string().max(256).optional(),
    screenWidth: z.number().optional(),
    screenHeight: z.number().optional(),
    userUUID: z.string().max(64).optional(),
    responseURL: z.string().max(2048).optional(),
    responseText: z.string().max(4096).optional(),
  })
  .passthrough();

export const errorReportBody = z.object({
  errorCode: z.union([z.number(), z.string().max(64)]),
  errorMessage: z.string().max(Limits.errorReport.message, 'validation.tooLong'),
  deviceInfoJson: z.union([deviceInfo, z.string().max(Limits.errorReport.maxBytes)]),
});
export type ErrorReportBody = z.input<typeof errorReportBody>;

export const health = z.object({
  status: z.literal('ok'),
  database: z.string(),
  uptime: z.number(),
});

export const liveness = z.object({ status: z.literal('ok'), uptime: z.number() });

/** Each dependency the readiness check asks: `none` when the set-up has none (no REDIS_URL). */
export const dependencyState = z.enum(['ok', 'failed', 'timeout', 'none']);
export const readiness = z.object({
  status: z.literal('ok'),
  checks: z.object({ database: dependencyState, redis: dependencyState }),
});
export type Readiness = z.infer<typeof readiness>;

export const monitorApi = {
  errorAlert: endpoint({
    method: 'POST',
    path: '/api/monitor/error/alert',
    body: errorReportBody,
    data: z.null(),
  }),
  health: endpoint({ method: 'GET', path: '/api/health', data: health }),
  /** the process answers at all: touches no dependency (a restart is the cure when it fails) */
  live: endpoint({ method: 'GET', path: '/api/health/live', data: liveness }),
  /** the database and Redis answer: 503 (10503) naming the failed one, and while shutting down */
  ready: endpoint({ method: 'GET', path: '/api/health/ready', data: readiness }),
};

import { FieldReason } from '@robot/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The first path (`body.robotName`, `query.keyword`) under `value` whose string holds a NUL. */
function nulAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const hit = nulAt(v, path ? `${path}.${key}` : key, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * No text the API takes may hold a NUL character: PostgreSQL cannot store one in text (the query fails)
 * while SQLite would, so the two databases would answer differently. Refused up front on every route,
 * after validation, as 10400 with the field named.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and need not cost a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const field = nulAt(request.params, '') ?? nulAt(request.query, '') ?? nulAt(request.body, '');
    if (field !== null) {
      done(AppError.invalidFields({ [field || 'body']: FieldReason.invalidValue }));
      return;
    }
    done();
  });
}

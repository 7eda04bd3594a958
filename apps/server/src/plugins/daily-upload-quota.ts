import { filesApi } from '@robot/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { CounterStore } from '../lib/counters.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { bearerToken } from '../modules/auth/tokens.ts';

export interface DailyUploadQuota {
  imagesPerDay: number;
  knowledgeFilesPerDay: number;
}

const DAY_SECONDS = 86_400;

/**
 * Per-user daily caps on the calls that take files in, kept out of the upload and extraction modules:
 * a preHandler on their routes. Each route has its own counter with its kind's cap, so a portrait
 * upload (upload instructions, then the upload itself or a direct PUT to the store) takes one of each
 * and a user gets `imagesPerDay` portraits whichever store is configured. The day is 24 hours from the
 * user's first call. Every call counts, refused files too (their parsing costs the same). Callers
 * without a valid session are left to the route (10401); superusers are exempt.
 */
export function registerDailyUploadQuota(
  app: FastifyInstance,
  deps: { auth: AuthService; counters: CounterStore; quota: DailyUploadQuota },
): void {
  const capOf = new Map<string, { name: string; max: number }>([
    [filesApi.uploadImage.path, { name: 'image', max: deps.quota.imagesPerDay }],
    [filesApi.signature.path, { name: 'image-signature', max: deps.quota.imagesPerDay }],
    [filesApi.extractFile.path, { name: 'knowledge', max: deps.quota.knowledgeFilesPerDay }],
  ]);

  const check = async (request: FastifyRequest, cap: { name: string; max: number }) => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await deps.auth.resolve(token) : null;
    if (!user || user.role === 'superuser') return;
    const { count } = await deps.counters.hit(`uploads:day:${cap.name}:${user.id}`, DAY_SECONDS);
    if (count > cap.max) throw new AppError('errors.uploadQuotaExceeded');
  };
  // A callback hook: every other route passes straight through, without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const cap = capOf.get(request.routeOptions.url ?? '');
    if (!cap) return done();
    check(request, cap).then(() => done(), done);
  });
}

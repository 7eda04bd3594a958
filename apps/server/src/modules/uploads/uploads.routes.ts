import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoint, filesApi, uploadNameParams } from '@robot/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readUploadedFile } from '../../lib/multipart.ts';
import type { Router } from '../../lib/router.ts';
import { contentTypeOfKey, LOCAL_UPLOADS_PATH, STORAGE_KEY } from '../../lib/storage/index.ts';
import type { UploadsService } from './uploads.service.ts';

/** Per address, on top of the per-user cap in the service. */
export const UPLOAD_RATE = { max: 60, timeWindow: 60_000 };

/**
 * A stored file, as served to browsers: never sniffed into HTML, never running script (an SVG opened
 * on its own is sandboxed), cached for good because a name is never reused for other content.
 */
export const SERVED_UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
} as const;

const servedUpload = endpoint({
  method: 'GET',
  path: `${LOCAL_UPLOADS_PATH}/{name}`,
  params: uploadNameParams,
  data: z.unknown(),
});

export function registerUploadRoutes(router: Router, uploads: UploadsService): void {
  router.route(filesApi.uploadImage, {
    auth: 'user',
    rateLimit: UPLOAD_RATE,
    handler: async ({ request, caller }) =>
      uploads.uploadImage(caller.user!.id, await readUploadedFile(request), request.log),
  });

  router.route(filesApi.confirmUpload, {
    auth: 'user',
    rateLimit: UPLOAD_RATE,
    handler: ({ body, caller, request }) =>
      uploads.confirmUpload(caller.user!.id, body.url, request.log),
  });

  router.route(filesApi.signature, {
    auth: 'user',
    rateLimit: UPLOAD_RATE,
    handler: ({ query, caller, request }) => uploads.signature(caller.user!.id, query, request.log),
  });
}

/** Serves the local driver's files at /uploads/<name>; only server-made names get near the disk. */
export function registerServedUploads(router: Router, dir: string): void {
  router.rawRoute(servedUpload, {
    auth: 'public',
    handler: async ({ params, reply }) => {
      const name = params.name;
      if (!STORAGE_KEY.test(name)) throw new AppError('errors.pageNotFound');
      let data: Buffer;
      try {
        data = await readFile(path.join(dir, name));
      } catch {
        throw new AppError('errors.pageNotFound');
      }
      const ext = name.slice(name.lastIndexOf('.') + 1);
      await reply
        .headers(SERVED_UPLOAD_HEADERS)
        .type(contentTypeOfKey[ext] ?? 'application/octet-stream')
        .send(data);
    },
  });
}

import { filesApi } from '@robot/contracts';
import { readUploadedFile } from '../../lib/multipart.ts';
import type { Router } from '../../lib/router.ts';
import type { FilesService } from './files.service.ts';

/** Per address; parsing costs a child process, so a client cannot queue them up without end. */
export const EXTRACT_RATE = { max: 30, timeWindow: 60_000 };

export function registerFilesRoutes(router: Router, files: FilesService): void {
  router.route(filesApi.extractFile, {
    auth: 'user',
    rateLimit: EXTRACT_RATE,
    handler: async ({ request }) => files.extract(await readUploadedFile(request)),
  });
}

import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';
import { createStorage, localUploadsDir, type Storage } from '../../lib/storage/index.ts';
import { registerServedUploads, registerUploadRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

export interface UploadsModuleDeps extends AppContext {
  log: { error(obj: unknown, msg: string): void };
  /** another store (tests); by default the one the configuration names */
  storage?: Storage;
}

/** Image uploads, upload instructions, and serving the local driver's files. */
export async function registerUploadsModule(
  router: Router,
  deps: UploadsModuleDeps,
): Promise<Storage> {
  const storage = deps.storage ?? createStorage(deps.config);
  registerUploadRoutes(
    router,
    createUploadsService({ storage, counters: deps.counters, log: deps.log }),
  );
  if (storage.driver === 'local') {
    registerServedUploads(router, localUploadsDir(deps.config.dataDir));
  }
  return storage;
}

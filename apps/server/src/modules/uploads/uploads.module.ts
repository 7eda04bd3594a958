import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { localUploadsDir, type Storage } from '../../lib/storage/index.ts';
import { registerServedUploads, registerUploadRoutes } from './uploads.routes.ts';
import { createSvgRasterizer } from './svg-raster.ts';
import { createUploadsService } from './uploads.service.ts';

export interface UploadsModuleDeps extends AppContext {
  log: { error(obj: unknown, msg: string): void };
  /** where uploads go (app.ts makes it from the configuration) */
  storage: Storage;
}

/** Image uploads, upload instructions, and serving the local driver's files. */
export function registerUploadsModule(router: Router, deps: UploadsModuleDeps): void {
  const { config, storage } = deps;
  const rasterizer = createSvgRasterizer({
    side: config.SVG_RASTER_SIDE,
    timeoutMs: config.SVG_RENDER_TIMEOUT_MS,
    concurrency: config.SVG_RENDER_CONCURRENCY,
    maxQueue: config.SVG_RENDER_MAX_QUEUE,
  });
  const svg = {
    maxRenderedElements: config.SVG_MAX_RENDERED_ELEMENTS,
    rasterize: (data: Buffer) => rasterizer.render(data),
  };
  registerUploadRoutes(
    router,
    createUploadsService({ storage, counters: deps.counters, svg, log: deps.log }),
  );
  if (storage.driver === 'local') {
    registerServedUploads(router, localUploadsDir(deps.config.dataDir));
  }
}

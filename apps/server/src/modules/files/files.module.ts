import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { registerFilesRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';
import { createParserPool } from './parser-pool.ts';

/** Text extraction from knowledge files (txt, pdf, docx). */
export function registerFilesModule(router: Router, { config }: AppContext): void {
  const parsers = createParserPool({
    concurrency: config.EXTRACT_CONCURRENCY,
    maxQueue: config.EXTRACT_QUEUE,
    timeoutMs: config.EXTRACT_TIMEOUT_MS,
    childMemoryMb: config.EXTRACT_CHILD_MEMORY_MB,
    memoryBudgetMb: config.EXTRACT_MEMORY_BUDGET_MB,
  });
  registerFilesRoutes(router, createFilesService({ parsers }));
}

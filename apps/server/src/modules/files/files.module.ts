import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';
import { registerFilesRoutes } from './files.routes.ts';
import { createFilesService } from './files.service.ts';
import { createParserPool, type ParserPoolOptions } from './parser-pool.ts';

/** Text extraction from knowledge files (txt, pdf, docx). */
export async function registerFilesModule(
  router: Router,
  _ctx: AppContext,
  parserOptions: Partial<ParserPoolOptions> = {},
): Promise<void> {
  registerFilesRoutes(router, createFilesService({ parsers: createParserPool(parserOptions) }));
}

import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { registerAdviceRoutes } from './advice.routes.ts';
import { createAdviceRepository } from './advice.repository.ts';
import { createAdviceService } from './advice.service.ts';

/** AI writing: suggestions for the robot form, three per kind per user. */
export function registerAdviceModule(
  router: Router,
  ctx: AppContext & { writingModel: () => string | null },
): void {
  registerAdviceRoutes(
    router,
    createAdviceService({
      uses: createAdviceRepository(ctx.database.db),
      models: ctx.models,
      counters: ctx.counters,
      writingModel: ctx.writingModel,
    }),
  );
}

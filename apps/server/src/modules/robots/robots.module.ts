import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';
import { createCategoriesRepository } from '../dict/categories.repository.ts';
import { registerRobotRoutes } from './robots.routes.ts';
import { createRobotsRepository } from './robots.repository.ts';
import { createRobotsService, type RobotsService } from './robots.service.ts';

/**
 * Robots: the square, the form, prompts, favourites and knowledge passages. Answers the service so
 * that the chat can reach robots (`forChat`, `countChat`) through the same rules.
 */
export async function registerRobotModule(router: Router, ctx: AppContext): Promise<RobotsService> {
  const robots = createRobotsService({
    robots: createRobotsRepository(ctx.database.db),
    categories: createCategoriesRepository(ctx.database.db),
  });
  registerRobotRoutes(router, robots);
  return robots;
}

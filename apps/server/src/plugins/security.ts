import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';

// TODO(helper): helmet, CORS, rate-limit plugin. Filled in by the platform work.
export async function registerSecurity(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';

export async function registerWebApp(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}

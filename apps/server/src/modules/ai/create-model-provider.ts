import type { Config } from '../../config.ts';
import type { ModelTimeouts } from './deadlines.ts';

/**
 * The deadlines of every model call, from the environment. The models themselves are stored in the
 * database and served by the model registry (modules/models, decision 012).
 */
export const modelTimeoutsOf = (config: Config): ModelTimeouts => ({
  connectMs: config.MODEL_CONNECT_TIMEOUT_MS,
  idleMs: config.MODEL_IDLE_TIMEOUT_MS,
  totalMs: config.MODEL_TOTAL_TIMEOUT_MS,
});

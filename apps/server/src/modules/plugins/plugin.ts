import type { PluginId } from '@robot/contracts';
import type { z } from 'zod';
import type { ToolDefinition } from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';

/** Who a tool call acts for, and when to give up on it. */
export interface PluginContext {
  /** the user who asked: the plugins act for them and see only what they may */
  user: CurrentUser;
  /** aborted when the call's time is up (PLUGIN_TIMEOUT_MS) or the answer was abandoned */
  signal: AbortSignal;
}

/**
 * A built-in plugin: the tool the model sees (its name is the plugin id) and what runs when it is
 * called. `run` answers a JSON-serialisable result, or throws a `ToolError` the model is told.
 */
export interface Plugin<Args extends z.ZodType = z.ZodType> {
  id: PluginId;
  labelZh: string;
  labelEn: string;
  description: string;
  args: Args;
  run(args: z.output<Args>, ctx: PluginContext): Promise<unknown>;
}

/** A failure the model may read and act on (bad input, nothing found is not one). */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

export function toolOf(p: Plugin): ToolDefinition {
  // The `$schema` line means nothing to a model; every token of a tool definition is paid for.
  const { $schema: _drop, ...parameters } = p.args.toJSONSchema() as Record<string, unknown>;
  return { name: p.id, description: p.description, parameters };
}

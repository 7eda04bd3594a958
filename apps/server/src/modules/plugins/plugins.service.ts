import type { AdminPlugin, ChatPlugin, PluginId } from '@robot/contracts';
import { nowIso } from '../../lib/time.ts';
import type { ToolCall, ToolDefinition } from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import { toolOf, ToolError, type Plugin } from './plugin.ts';
import type { PluginSwitchesRepository } from './plugin-switches.repository.ts';
import type { PluginUsage } from './plugin-usage.ts';

/** Where a plugin failure is logged: the module's logger, or a request's (with its id). */
type PluginLog = { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };

/** What one tool call answered: the text the model reads (JSON), and whether it failed. */
export interface ToolResult {
  ok: boolean;
  output: string;
}

export interface PluginsServiceDeps {
  plugins: Plugin[];
  switches: PluginSwitchesRepository;
  usage: PluginUsage;
  /** each call's time (PLUGIN_TIMEOUT_MS) */
  timeoutMs: number;
  /** tells every instance to reload (the settings' version row) */
  settings: { bump(): Promise<void> };
  log: PluginLog;
}

const failure = (message: string): ToolResult => ({
  ok: false,
  output: JSON.stringify({ error: message }),
});

/**
 * The built-in plugins: which are on (kept in memory, reloaded when the settings' version moves),
 * their tool definitions, and running one call, bounded in time, never throwing: whatever goes wrong
 * is an error result the model is told about.
 */
export function createPluginsService(deps: PluginsServiceDeps) {
  const { plugins, switches, usage, timeoutMs, log } = deps;
  const byId = new Map<string, Plugin>(plugins.map((p) => [p.id, p]));
  const tools = new Map<string, ToolDefinition>(plugins.map((p) => [p.id, toolOf(p)]));
  let switched: Record<string, boolean> = {};

  const isEnabled = (id: string) => byId.has(id) && switched[id] !== false;

  async function load(): Promise<void> {
    switched = await switches.read();
  }

  /** `plugin.run`, given up on when its time is over or the answer is abandoned. */
  async function bounded(plugin: Plugin, args: unknown, user: CurrentUser, signal: AbortSignal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = AbortSignal.any([signal, timeout]);
    if (both.aborted) throw both.reason;
    let onAbort!: () => void;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(both.reason as Error);
      both.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([plugin.run(args, { user, signal: both }), aborted]);
    } catch (err) {
      if (timeout.aborted && !signal.aborted) {
        throw new ToolError(`the tool took longer than ${timeoutMs} ms`);
      }
      throw err;
    } finally {
      both.removeEventListener('abort', onAbort);
    }
  }

  return {
    load,

    /** ids of the plugins the admin has on (PluginAvailability) */
    enabledIds: (): string[] => plugins.map((p) => p.id).filter(isEnabled),

    /** the enabled plugins as the chat's model list shows them */
    enabledPluginInfos: (): ChatPlugin[] =>
      plugins
        .filter((p) => isEnabled(p.id))
        .map((p) => ({ id: p.id, labelZh: p.labelZh, labelEn: p.labelEn })),

    /** the tools of these plugins that exist and are on */
    definitions: (ids: string[]): ToolDefinition[] =>
      ids.filter(isEnabled).map((id) => tools.get(id)!),

    /**
     * Runs one tool call for `user`; `allowed` are the conversation's plugins (a call to any other
     * tool, or to one the admin switched off since, is an error result).
     */
    async run(
      call: ToolCall,
      ctx: { user: CurrentUser; allowed: string[]; signal: AbortSignal; log?: PluginLog },
    ): Promise<ToolResult> {
      const plugin = byId.get(call.name);
      if (!plugin || !ctx.allowed.includes(call.name) || !isEnabled(call.name)) {
        return failure(`there is no tool named '${call.name}' in this conversation`);
      }
      let result: ToolResult;
      try {
        let raw: unknown;
        try {
          raw = call.arguments.trim() ? JSON.parse(call.arguments) : {};
        } catch {
          throw new ToolError('the arguments are not valid JSON');
        }
        const args = plugin.args.safeParse(raw);
        if (!args.success) {
          const issue = args.error.issues[0];
          throw new ToolError(
            `invalid arguments: ${issue?.path.join('.') || 'arguments'}: ${issue?.message ?? 'invalid'}`,
          );
        }
        const value = await bounded(plugin, args.data, ctx.user, ctx.signal);
        result = { ok: true, output: JSON.stringify(value) };
      } catch (err) {
        if (ctx.signal.aborted) throw err;
        if (err instanceof ToolError) {
          result = failure(err.message);
        } else {
          (ctx.log ?? log).error({ err, tool: plugin.id }, 'a plugin failed');
          result = failure('the tool failed');
        }
      }
      usage.record(plugin.id, !result.ok);
      return result;
    },

    /** the admin's list: every plugin, whether it is on, its calls on this instance */
    adminList: (): AdminPlugin[] =>
      plugins.map((p) => ({
        id: p.id,
        enabled: isEnabled(p.id),
        calls24h: usage.last24h(p.id).calls,
        errors24h: usage.last24h(p.id).errors,
      })),

    /** Switches a plugin on or off for every instance; answers whether it was on before. */
    async setEnabled(id: PluginId, enabled: boolean): Promise<{ before: boolean }> {
      const before = isEnabled(id);
      await switches.set(id, enabled, nowIso());
      await deps.settings.bump();
      await load();
      return { before };
    },
  };
}

export type PluginsService = ReturnType<typeof createPluginsService>;

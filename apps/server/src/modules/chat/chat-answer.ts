import type { ErrorKeyValue, ToolStep } from '@robot/contracts';
import { codeOfKey } from '@robot/contracts';
import { nowIso } from '../../lib/time.ts';
import {
  ModelError,
  type ChatTurn,
  type ModelProvider,
  type StreamUsage,
  type ToolCall,
  type ToolDefinition,
} from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { PreparedTurn } from './chat-turn.ts';
import type { ChatRepository, MessageRow } from './chat.repository.ts';

/**
 * An answer is saved while it streams when this much time or text (2 KB, or past that as much as was
 * saved before) has come since the last save. The saves only matter if the process dies mid-answer;
 * every stream pays for them, and under load (1,000 streams slowed to ~10 s each in the chat bench) a
 * 1 s period made them about a tenth of the server's CPU, which slowed the streams further. 5 s loses
 * at most that much text in a crash.
 */
const SAVE_EVERY_MS = 5000;
/**
 * A live answer is saved at least this often even when no text comes: its `updated_at` says it is
 * alive (instances sharing PostgreSQL mark answers not saved for CHAT_ORPHAN_AFTER_SECONDS as cut
 * off, chat.module.ts).
 */
const ALIVE_EVERY_MS = SAVE_EVERY_MS;
const SAVE_EVERY_CHARS = 2048;
/** characters of a tool call's arguments shown in its step */
const STEP_INPUT_MAX = 2000;

export interface AnswerOutcome {
  status: Exclude<MessageRow['status'], 'streaming'>;
  content: string;
  finishReason: string | null;
  usage: StreamUsage | null;
  /** for status 'error': what the client is told */
  errorKey: ErrorKeyValue | null;
  /** for status 'error': the model is now marked degraded (the error event says so) */
  degraded?: boolean;
}

export interface AnswerLog {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** The plugins, as the answer runs them (the plugins module). */
export interface AnswerTools {
  /** the tool definitions of these plugin ids (those that exist and are enabled) */
  definitions(ids: string[]): ToolDefinition[];
  /** runs one call, bounded in time; never throws but for the caller's abort */
  run(
    call: ToolCall,
    ctx: { user: CurrentUser; allowed: string[]; signal: AbortSignal; log?: AnswerLog },
  ): Promise<{ ok: boolean; output: string }>;
}

/** No plugins (tests of other parts). */
export const noTools: AnswerTools = {
  definitions: () => [],
  run: async () => ({ ok: false, output: JSON.stringify({ error: 'no tools' }) }),
};

export interface AnswerDeps {
  repo: ChatRepository;
  models: ModelProvider;
  log: AnswerLog;
  tools: AnswerTools;
  /** tool calls per answer (PLUGIN_MAX_CALLS_PER_ANSWER) */
  maxToolCalls: number;
  /** characters of a tool result kept (PLUGIN_OUTPUT_MAX_CHARS) */
  toolOutputMaxChars: number;
  /**
   * null when the answer may go on at once; else a promise to wait for first (turn-pacer.ts: turns
   * waiting to start go first, for a bounded time)
   */
  whileTurnsWait?: () => Promise<void> | null;
}

/** Where an answer goes while it is written. */
export interface AnswerIo {
  /**
   * Called once, when the model has been asked (its request is on its way) and before anything of
   * the answer is read: the turn is stored and the stream opened here, while the model thinks. If it
   * throws, the model's request is cut and `runAnswer` throws that, having written nothing.
   */
  started?(): Promise<void>;
  /** a piece of the answer; a promise means "wait: the client is reading slowly" */
  onDelta(text: string): boolean | Promise<boolean> | void;
  /** a plugin call started or ended (the same id is sent again with its result) */
  onTool(step: ToolStep): boolean | Promise<boolean> | void;
  /** aborted when the client goes away */
  signal: AbortSignal;
  /** who asked: plugins act for them */
  user: CurrentUser;
  /** the request's logger, so what the answer logs carries the request id (else the module's) */
  log?: AnswerLog;
}

const errorKeyOf = (err: unknown): ErrorKeyValue =>
  err instanceof ModelError && err.kind === 'not-configured'
    ? 'errors.modelNotConfigured'
    : 'errors.upstreamFailed';

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, Math.max(max - 1, 0))}…` : text;

const addUsage = (a: StreamUsage | null, b: StreamUsage | null): StreamUsage | null =>
  a && b
    ? {
        promptTokens: a.promptTokens + b.promptTokens,
        completionTokens: a.completionTokens + b.completionTokens,
      }
    : (b ?? a);

/**
 * Streams the model's answer to a prepared turn into `io.onDelta` (awaited when it answers a promise)
 * and into the answer's row: saved in batches while it comes (not per token), and once more at the
 * end with how it ended. `io.signal` aborts when the client goes away; the answer is then kept as
 * 'interrupted'. Never throws for a model failure: that is an outcome ('error'); throws only when the
 * final save fails. The turn's slot and credit hold belong to its runner (chat-turn-runner.ts).
 *
 * With plugins, the model may answer with tool calls instead of (or after) text: each call is shown
 * as a step (`io.onTool`, running then done / error), run, and its result handed back to the model,
 * which is asked again; its text streams on into the same answer. At most `maxToolCalls` calls run
 * per answer: later ones are answered with an error telling the model to answer without tools, and
 * the round after that offers it no tools at all.
 */
export async function runAnswer(
  deps: AnswerDeps,
  turn: PreparedTurn,
  io: AnswerIo,
): Promise<AnswerOutcome> {
  const { repo, models, tools } = deps;
  const log = io.log ?? deps.log;
  const { signal } = io;
  const id = turn.answer.id;
  const startedAt = Date.now();
  let latencyMs: number | null = null;
  let content = '';
  const steps: ToolStep[] = [];
  let savedLength = 0;
  let savedAt = Date.now();
  // One save at a time, of the latest text: a save asked for while one runs is made once it ends
  // (queuing a snapshot per ask piled up copies of a long answer while the database was slower than
  // the model). A failed intermediate save is logged and the final one still runs.
  let saving: Promise<void> = Promise.resolve();
  let writing = false;
  let again = false;
  const writeLatest = async () => {
    do {
      again = false;
      const stepsJson = steps.length > 0 ? JSON.stringify(steps) : null;
      try {
        await repo.updateAnswer(id, {
          content,
          ...(stepsJson ? { tool_steps: stepsJson } : {}),
          updated_at: nowIso(),
        });
      } catch (err) {
        log.warn({ err }, 'saving a streaming answer failed');
      }
    } while (again);
    writing = false;
  };
  const save = () => {
    savedLength = content.length;
    savedAt = Date.now();
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    saving = writeLatest();
  };
  const emit = async (taken: boolean | Promise<boolean> | void) => {
    // A client that reads slowly holds the model here (backpressure) instead of in our memory.
    if (taken instanceof Promise) await taken;
  };

  const outcome: AnswerOutcome = {
    status: 'done',
    content: '',
    finishReason: null,
    usage: null,
    errorKey: null,
  };
  const messages: ChatTurn[] = [...turn.request.messages];
  let toolCalls = 0;
  // The model's requests stop when the client goes away, and when the turn could not be stored.
  const upstream = new AbortController();
  const cutUpstream = () => upstream.abort(signal.reason);
  if (signal.aborted) cutUpstream();
  else signal.addEventListener('abort', cutUpstream, { once: true });
  /** One round: the model asked now (its first event already on its way), with what was offered. */
  const ask = () => {
    const offered =
      turn.plugins.length > 0 && toolCalls < deps.maxToolCalls
        ? tools.definitions(turn.plugins)
        : [];
    const stream = models.stream({
      ...turn.request,
      messages,
      ...(offered.length > 0 ? { tools: offered } : {}),
      signal: upstream.signal,
    });
    const events = stream[Symbol.asyncIterator]();
    return { offered, events, first: events.next() };
  };
  let round: ReturnType<typeof ask> | null = ask();
  if (io.started) {
    // Read below; a failure meanwhile must not go unhandled.
    round.first.catch(() => {});
    // node's http client writes a request to a kept-alive socket on the next tick: it leaves before
    // a synchronous (SQLite) write starts.
    await new Promise<void>((resolve) => process.nextTick(resolve));
    try {
      await io.started();
    } catch (err) {
      upstream.abort(err);
      signal.removeEventListener('abort', cutUpstream);
      await round.first.catch(() => {});
      await round.events.return?.();
      throw err;
    }
  }
  // While the model thinks, a tool runs or the client holds the text back, nothing else saves.
  const alive = setInterval(() => {
    if (Date.now() - savedAt >= ALIVE_EVERY_MS) save();
  }, ALIVE_EVERY_MS);
  alive.unref();
  try {
    for (;;) {
      const { offered, events, first } = round ?? ask();
      round = null;
      let roundText = '';
      let asked: ToolCall[] = [];
      let read = false;
      try {
        for (let next = await first; !next.done; next = await events.next()) {
          const event = next.value;
          if (event.type === 'delta') {
            if (!event.text) continue;
            latencyMs ??= Date.now() - startedAt;
            // Text after a tool call starts a paragraph of its own.
            const text =
              roundText === '' && content !== '' && !content.endsWith('\n')
                ? `\n\n${event.text}`
                : event.text;
            roundText += event.text;
            content += text;
            // Per token: awaited only when the client is slow (no promise for a write taken at once).
            const taken = io.onDelta(text);
            if (taken instanceof Promise) await taken;
            // Past 2 KB the step grows with the answer: each save writes the whole text, and a fixed
            // step made a long answer's saves grow with its square.
            if (
              content.length - savedLength >= Math.max(SAVE_EVERY_CHARS, savedLength) ||
              Date.now() - savedAt >= SAVE_EVERY_MS
            ) {
              save();
            }
            // In a burst, an answer that has shown text steps aside while turns wait to start: their
            // first tokens come sooner, and what the model sends meanwhile goes on as one piece.
            const turnsWait = deps.whileTurnsWait?.();
            if (turnsWait) await turnsWait;
          } else if (event.type === 'tool_calls') {
            asked = event.calls;
          } else {
            outcome.finishReason = event.finishReason;
            outcome.usage = addUsage(outcome.usage, event.usage);
          }
        }
        read = true;
      } finally {
        // stopped early (a failure, the client): the model's stream is closed, as `for await` would
        if (!read) await events.return?.();
      }
      // Calls to tools that were not offered (none this round) are not run: the answer ends here.
      if (asked.length === 0 || offered.length === 0) break;
      latencyMs ??= Date.now() - startedAt;
      messages.push({ role: 'assistant', content: roundText, toolCalls: asked });
      for (const call of asked) {
        const step: ToolStep = {
          id: call.id,
          name: call.name,
          input: cut(call.arguments, STEP_INPUT_MAX),
          status: 'running',
          output: null,
        };
        steps.push(step);
        await emit(io.onTool({ ...step }));
        let result: { ok: boolean; output: string };
        if (toolCalls >= deps.maxToolCalls) {
          result = {
            ok: false,
            output: JSON.stringify({
              error: `the limit of ${deps.maxToolCalls} tool calls per answer is reached: answer without tools`,
            }),
          };
        } else {
          toolCalls += 1;
          result = await tools.run(call, {
            user: io.user,
            allowed: turn.plugins,
            signal,
            ...(io.log ? { log: io.log } : {}),
          });
        }
        const output = cut(result.output, deps.toolOutputMaxChars);
        step.status = result.ok ? 'done' : 'error';
        step.output = output;
        messages.push({ role: 'tool', toolCallId: call.id, content: output });
        await emit(io.onTool({ ...step }));
        save();
      }
    }
    outcome.finishReason ??= 'stop';
  } catch (err) {
    if (signal.aborted) {
      outcome.status = 'interrupted';
    } else {
      outcome.status = 'error';
      outcome.errorKey = errorKeyOf(err);
      if (err instanceof ModelError && err.degraded) outcome.degraded = true;
      if (!(err instanceof ModelError)) log.error({ err }, 'chat answer failed');
    }
  }
  clearInterval(alive);
  signal.removeEventListener('abort', cutUpstream);
  outcome.content = content;
  // A call cut short by the end of the answer did not finish.
  for (const step of steps) {
    if (step.status === 'running') step.status = 'error';
  }

  await saving;
  await repo.updateAnswer(id, {
    content,
    status: outcome.status,
    error_code: outcome.errorKey ? codeOfKey[outcome.errorKey] : null,
    finish_reason: outcome.finishReason,
    usage_prompt: outcome.usage?.promptTokens ?? null,
    usage_completion: outcome.usage?.completionTokens ?? null,
    tool_steps: steps.length > 0 ? JSON.stringify(steps) : null,
    latency_ms: latencyMs,
    updated_at: nowIso(),
  });
  return outcome;
}

import type { ErrorKeyValue } from '@robot/contracts';
import { codeOfKey } from '@robot/contracts';
import { nowIso } from '../../lib/time.ts';
import { ModelError, type ModelProvider, type StreamUsage } from '../ai/model-provider.ts';
import type { PreparedTurn } from './chat-turn.ts';
import type { ChatRepository, MessageRow } from './chat.repository.ts';

/**
 * An answer is saved while it streams when this much time or text has come since the last save. The
 * saves only matter if the process dies mid-answer; every stream pays for them, and under load (1,000
 * streams slowed to ~10 s each in the chat bench) a 1 s period made them about a tenth of the server's
 * CPU, which slowed the streams further. 5 s loses at most that much text in a crash.
 */
const SAVE_EVERY_MS = 5000;
const SAVE_EVERY_CHARS = 2048;

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

const errorKeyOf = (err: unknown): ErrorKeyValue =>
  err instanceof ModelError && err.kind === 'not-configured'
    ? 'errors.modelNotConfigured'
    : 'errors.upstreamFailed';

/**
 * Streams the model's answer to a prepared turn into `onDelta` (awaited when it answers a promise) and
 * into the answer's row: saved in
 * batches while it comes (not per token), and once more at the end with how it ended. `signal` aborts
 * when the client goes away; the answer is then kept as 'interrupted'. Never throws for a model
 * failure: that is an outcome ('error'); throws only when the final save fails. The turn's slot and
 * credit hold belong to its runner (chat-turn-runner.ts), not to this.
 */
export async function runAnswer(
  deps: { repo: ChatRepository; models: ModelProvider; log: AnswerLog },
  turn: PreparedTurn,
  onDelta: (text: string) => boolean | Promise<boolean> | void,
  signal: AbortSignal,
): Promise<AnswerOutcome> {
  const { repo, models, log } = deps;
  const id = turn.answer.id;
  let content = '';
  let savedLength = 0;
  let savedAt = Date.now();
  // Saves run one after another; a failed intermediate save is logged and the final one still runs.
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    const snapshot = content;
    savedLength = snapshot.length;
    savedAt = Date.now();
    saving = saving
      .then(() => repo.updateAnswer(id, { content: snapshot, updated_at: nowIso() }))
      .catch((err: unknown) => log.warn({ err }, 'saving a streaming answer failed'));
  };

  const outcome: AnswerOutcome = {
    status: 'done',
    content: '',
    finishReason: null,
    usage: null,
    errorKey: null,
  };
  try {
    for await (const event of models.stream({ ...turn.request, signal })) {
      if (event.type === 'delta') {
        if (!event.text) continue;
        content += event.text;
        // A client that reads slowly holds the model here (backpressure) instead of in our memory.
        const taken = onDelta(event.text);
        if (taken instanceof Promise) await taken;
        if (
          content.length - savedLength >= SAVE_EVERY_CHARS ||
          Date.now() - savedAt >= SAVE_EVERY_MS
        ) {
          save();
        }
      } else {
        outcome.finishReason = event.finishReason;
        outcome.usage = event.usage;
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
  outcome.content = content;

  await saving;
  await repo.updateAnswer(id, {
    content,
    status: outcome.status,
    error_code: outcome.errorKey ? codeOfKey[outcome.errorKey] : null,
    finish_reason: outcome.finishReason,
    usage_prompt: outcome.usage?.promptTokens ?? null,
    usage_completion: outcome.usage?.completionTokens ?? null,
    updated_at: nowIso(),
  });
  return outcome;
}

import type {
  ChatBody,
  ChatMetaEvent,
  ChatToolEvent,
  chatStreamEvents as ChatStreamEvents,
} from '@robot/contracts/chat';
import { chatApi } from '@robot/contracts/client';
import { apiStream } from '../../../lib/api/index.ts';

let streamEvents: Promise<typeof ChatStreamEvents> | undefined;

/**
 * The schemas the stream's events are checked against (zod, ~25 KB gzip and ~20 ms of start-up at
 * 4x CPU): loaded when the first question is written or sent, not with the chat page. A failed
 * download is tried again at the next call.
 */
export function loadStreamEvents(): Promise<typeof ChatStreamEvents> {
  streamEvents ??= import('@robot/contracts/chat').then(
    (m) => m.chatStreamEvents,
    (err: unknown) => {
      streamEvents = undefined;
      throw err;
    },
  );
  return streamEvents;
}

export type StreamOutcome =
  | { kind: 'done'; finishReason: string }
  /** `degraded`: the model is marked as failing lately (another model may do better) */
  | { kind: 'error'; code: number; msg: string; degraded: boolean }
  /** the user stopped it; the partial answer stays, and the server marks it interrupted */
  | { kind: 'aborted' };

export interface StreamHandlers {
  onMeta(meta: ChatMetaEvent): void;
  onDelta(content: string): void;
  /** a plugin call started, or ended (the same id again) */
  onTool(step: ChatToolEvent): void;
}

/**
 * One chat turn over POST /api/stream/chat. A refusal before the stream (validation, credits, rate
 * limit, not found) rejects with an ApiError, which the chat shows in place with a retry (a 10401
 * opens the 'login expired' dialog); once the stream runs, the outcome tells how it ended.
 * Aborting `signal` stops generating.
 */
export async function streamChat(
  body: ChatBody,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<StreamOutcome> {
  let outcome = null as StreamOutcome | null;
  const events = await loadStreamEvents();
  const end = await apiStream(
    chatApi.stream,
    {
      events,
      on: {
        meta: (meta) => handlers.onMeta(meta),
        delta: ({ content }) => handlers.onDelta(content),
        tool: (step) => handlers.onTool(step),
        done: ({ finishReason }) => {
          outcome = { kind: 'done', finishReason };
          return 'end';
        },
        error: ({ code, msg, degraded }) => {
          outcome = { kind: 'error', code, msg, degraded: degraded === true };
          return 'end';
        },
      },
    },
    { body, signal, inline: () => true },
  );
  if (end === 'aborted') return { kind: 'aborted' };
  // The connection closed without an ending event: the answer is incomplete.
  return outcome ?? { kind: 'error', code: 0, msg: 'errors.network', degraded: false };
}

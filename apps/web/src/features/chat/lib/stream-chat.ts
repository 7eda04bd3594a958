import {
  chatApi,
  chatStreamEvents,
  ErrorCode,
  type ChatBody,
  type ChatMetaEvent,
} from '@robot/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { showLoginExpiredDialog } from '../../../lib/api/login-expired.ts';
import { readSse } from '../../../lib/sse/read-sse.ts';
import { streamRequestHeaders } from '../../../lib/sse/stream-request-headers.ts';

export type StreamOutcome =
  | { kind: 'done'; finishReason: string }
  | { kind: 'error'; code: number; msg: string }
  /** the user stopped it; the partial answer stays, and the server marks it interrupted */
  | { kind: 'aborted' };

export interface StreamHandlers {
  onMeta(meta: ChatMetaEvent): void;
  onDelta(content: string): void;
}

const parse = <T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  raw: string,
) => {
  try {
    const r = schema.safeParse(JSON.parse(raw));
    return r.success ? (r.data as T) : undefined;
  } catch {
    return undefined;
  }
};

const readEnvelope = async (
  response: Response,
): Promise<{ code: number; msg: string; data?: unknown } | undefined> => {
  try {
    const v = JSON.parse(await response.text()) as { code?: unknown; msg?: unknown };
    if (typeof v.code === 'number' && typeof v.msg === 'string') {
      return v as { code: number; msg: string; data?: unknown };
    }
  } catch {
    // not JSON: reported as a bad response below
  }
  return undefined;
};

/**
 * One chat turn over POST /api/stream/chat. A refusal before the stream (validation, credits, rate
 * limit, not found) rejects with an ApiError; once the stream runs, the outcome tells how it ended.
 * Aborting `signal` stops generating.
 */
export async function streamChat(
  body: ChatBody,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<StreamOutcome> {
  const headers = streamRequestHeaders();

  let response: Response;
  try {
    response = await fetch(chatApi.stream.path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal.aborted) return { kind: 'aborted' };
    throw new ApiError(0, 'errors.network', err instanceof Error ? err.message : null);
  }

  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const envelope = await readEnvelope(response);
    const error = envelope
      ? new ApiError(envelope.code, envelope.msg, envelope.data ?? null)
      : new ApiError(response.status, 'errors.badResponse');
    if (error.code === ErrorCode.invalidToken) showLoginExpiredDialog();
    throw error;
  }

  try {
    for await (const e of readSse(response.body)) {
      if (e.event === 'meta') {
        const meta = parse<ChatMetaEvent>(chatStreamEvents.meta, e.data);
        if (meta) handlers.onMeta(meta);
      } else if (e.event === 'delta') {
        const delta = parse<{ content: string }>(chatStreamEvents.delta, e.data);
        if (delta) handlers.onDelta(delta.content);
      } else if (e.event === 'done') {
        const done = parse<{ finishReason: string }>(chatStreamEvents.done, e.data);
        return { kind: 'done', finishReason: done?.finishReason ?? 'stop' };
      } else if (e.event === 'error') {
        const err = parse<{ code: number; msg: string }>(chatStreamEvents.error, e.data);
        return {
          kind: 'error',
          code: err?.code ?? ErrorCode.upstreamFailed,
          msg: err?.msg ?? 'errors.upstreamFailed',
        };
      }
    }
  } catch {
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'error', code: 0, msg: 'errors.network' };
  }
  if (signal.aborted) return { kind: 'aborted' };
  // The connection closed without an ending event: the answer is incomplete.
  return { kind: 'error', code: 0, msg: 'errors.network' };
}

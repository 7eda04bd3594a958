import {
  ADVICE_STREAM_END,
  ADVICE_STREAM_START,
  adviceApi,
  ErrorCode,
  type AdviceBody,
  type AdviceKind,
} from '@robot/contracts';
import { ApiError, TRANSPORT_ERROR_CODE } from '../../../lib/api/api-error.ts';
import { readSse } from '../../../lib/sse/read-sse.ts';
import { streamRequestHeaders } from '../../../lib/sse/stream-request-headers.ts';

const endpoints: Record<AdviceKind, typeof adviceApi.robotName> = {
  name: adviceApi.robotName,
  intro: adviceApi.robotIntro,
  guidence: adviceApi.robotGuidence,
  prompt: adviceApi.robotPrompt,
};

/** How a suggestion stream ended. 'failed' carries the error event's code (10502, 10503) or 0. */
export type AdviceOutcome =
  { kind: 'done' } | { kind: 'aborted' } | { kind: 'failed'; code: number };

const envelopeOf = (text: string): ApiError | undefined => {
  try {
    const v = JSON.parse(text) as { code?: unknown; msg?: unknown; data?: unknown };
    if (typeof v.code === 'number' && typeof v.msg === 'string') {
      return new ApiError(v.code, v.msg, v.data ?? null);
    }
  } catch {
    // not JSON: a bad response
  }
  return undefined;
};

const errorCodeOf = (data: string): number => {
  try {
    const code = (JSON.parse(data) as { code?: unknown }).code;
    return typeof code === 'number' ? code : ErrorCode.upstreamFailed;
  } catch {
    return ErrorCode.upstreamFailed;
  }
};

/**
 * One AI-writing suggestion (api.md, AI writing): `data:__start__`, text pieces, `data:__end__`.
 * A refusal before the stream (10429 quota, 10401, 10403, validation) rejects with an ApiError, as
 * does a network failure before any answer (code 0); once the stream runs, the outcome says how it
 * ended. Reaching `__end__` closes the connection. Aborting `signal` stops it ('aborted').
 */
export async function streamAdvice(
  kind: AdviceKind,
  body: AdviceBody,
  onText: (piece: string) => void,
  signal: AbortSignal,
): Promise<AdviceOutcome> {
  const headers = streamRequestHeaders();

  // The server stops (and does not count the use) when we hang up, so every exit closes the body.
  const local = new AbortController();
  const stop = () => local.abort();
  signal.addEventListener('abort', stop);
  try {
    let response: Response;
    try {
      response = await fetch(endpoints[kind].path, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: local.signal,
      });
    } catch (err) {
      if (signal.aborted) return { kind: 'aborted' };
      throw new ApiError(TRANSPORT_ERROR_CODE, 'errors.network', String(err));
    }

    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      const text = await response.text().catch(() => '');
      throw envelopeOf(text) ?? new ApiError(response.status, 'errors.badResponse');
    }

    let started = false;
    try {
      for await (const e of readSse(response.body)) {
        if (e.event === 'error') return { kind: 'failed', code: errorCodeOf(e.data) };
        if (e.event !== 'message') continue;
        if (!started) {
          // Anything before the start marker is not part of the suggestion.
          started = e.data === ADVICE_STREAM_START;
          continue;
        }
        if (e.data === ADVICE_STREAM_END) return { kind: 'done' };
        onText(e.data);
      }
    } catch {
      if (signal.aborted) return { kind: 'aborted' };
      return { kind: 'failed', code: TRANSPORT_ERROR_CODE };
    }
    if (signal.aborted) return { kind: 'aborted' };
    // Closed without the end marker: the suggestion is incomplete.
    return { kind: 'failed', code: TRANSPORT_ERROR_CODE };
  } finally {
    signal.removeEventListener('abort', stop);
    local.abort();
  }
}

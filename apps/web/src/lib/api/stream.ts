import type { EventDataOf, Route, StreamEvents } from '@robot/contracts/client';
import { readSse } from '../sse/read-sse.ts';
import {
  badResponse,
  envelopeOf,
  networkFailure,
  refused,
  requestHeaders,
  unreachable,
  urlOf,
  type CallArgs,
  type CallInput,
} from './client.ts';

/** Per event name of the contract's schema, a handler of its parsed data; answering 'end' stops reading. */
export type StreamHandlers<M extends StreamEvents> = {
  [K in keyof M]?: (data: EventDataOf<M, K>) => 'end' | void;
};

export interface StreamSpec<M extends StreamEvents> {
  /** The contract's events (e.g. `chatStreamEvents`): each event's data is checked against its schema. */
  events: M;
  /** Events whose data is plain text rather than JSON (the AI-writing pieces). */
  text?: readonly (keyof M & string)[];
  on: StreamHandlers<M>;
}

/**
 * How the stream ended: a handler answered 'end'; the caller aborted; or the connection closed (or
 * broke) before any handler ended it, so what arrived is incomplete.
 */
export type StreamEnd = 'ended' | 'aborted' | 'cut';

const dataOf = (raw: string, asText: boolean): unknown => {
  if (asText) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * Calls an endpoint answered by server-sent events (a JSON POST). A refusal before the stream
 * (validation, credits, limits, 10401) rejects with an ApiError after the transport's feedback, as
 * does a network failure before any answer. Once the stream runs, each event is parsed with the
 * contract's schema and handed to its handler (events that do not match are skipped). The connection
 * is closed on every exit, so the server stops work nobody reads.
 */
export async function apiStream<E extends Route, M extends StreamEvents>(
  ep: E,
  spec: StreamSpec<M>,
  ...args: CallArgs<E>
): Promise<StreamEnd> {
  const input: CallInput<E> = args[0] ?? ({} as CallInput<E>);
  const url = urlOf(ep, input);
  const signal = input.signal;
  const local = new AbortController();
  const stop = () => local.abort();
  signal?.addEventListener('abort', stop);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: ep.method,
        headers: requestHeaders('text/event-stream', input.body !== undefined),
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: local.signal,
      });
    } catch (err) {
      if (signal?.aborted) return 'aborted';
      const f = networkFailure(err);
      throw unreachable(ep, url, f.failure, f.error, input);
    }

    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      const text = await response.text().catch(() => '');
      const envelope = envelopeOf(text);
      if (envelope) throw refused(ep, envelope, input);
      const f = badResponse(response.status, response.url, text);
      throw unreachable(ep, url, f.failure, f.error, input);
    }

    const text = new Set<string>(spec.text ?? []);
    try {
      for await (const e of readSse(response.body)) {
        const schema = spec.events[e.event];
        const handler = spec.on[e.event];
        if (!schema || !handler) continue;
        const parsed = schema.safeParse(dataOf(e.data, text.has(e.event)));
        if (!parsed.success) continue;
        if (handler(parsed.data as EventDataOf<M, keyof M>) === 'end') return 'ended';
      }
    } catch {
      return signal?.aborted ? 'aborted' : 'cut';
    }
    return signal?.aborted ? 'aborted' : 'cut';
  } finally {
    signal?.removeEventListener('abort', stop);
    local.abort();
  }
}

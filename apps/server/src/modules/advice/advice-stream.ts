import {
  ADVICE_STREAM_END,
  ADVICE_STREAM_START,
  adviceStreamEvents,
  codeOfKey,
  ErrorKey,
} from '@robot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  jsonEvent,
  openSse,
  PING_EVERY_MS,
  type SseWriter,
  type WriteResult,
} from '../../lib/sse/sse-writer.ts';
import { ModelError } from '../ai/model-provider.ts';

/**
 * One SSE event carrying `text`. Every line of the text becomes a `data:` line, so a piece with line
 * breaks arrives whole (standard SSE). A line starting with a space gets one more, because parsers drop
 * the single space after `data:`.
 */
export function dataEvent(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => (line.startsWith(' ') ? `data: ${line}` : `data:${line}`))
      .join('\n') + '\n\n'
  );
}

type AdviceEvents = typeof adviceStreamEvents;

/**
 * A writer of the contract's `adviceStreamEvents`: `message` events go out data-only with their plain
 * text (`dataEvent`), any other event as `event: <name>` with one JSON data line.
 */
export function adviceEvents(sse: SseWriter) {
  return {
    send<K extends keyof AdviceEvents>(name: K, data: z.input<AdviceEvents[K]>): WriteResult {
      return sse.write(name === 'message' ? dataEvent(data as string) : jsonEvent(name, data));
    },
  };
}

function errorOf(err: unknown): z.input<AdviceEvents['error']> {
  const key =
    err instanceof ModelError && err.kind === 'not-configured'
      ? ErrorKey.modelNotConfigured
      : ErrorKey.upstreamFailed;
  return { code: codeOfKey[key], msg: key };
}

/**
 * Writes an AI-writing answer (api.md): `data:__start__`, the text pieces, `data:__end__`; `: ping`
 * comments while the model thinks; an `event: error` instead of the end when the model fails. A client
 * that goes away aborts the model call; one that reads slowly holds the model (backpressure).
 */
export async function writeAdviceStream(
  request: FastifyRequest,
  reply: FastifyReply,
  text: (signal: AbortSignal) => AsyncGenerator<string>,
  pingMs = PING_EVERY_MS,
): Promise<void> {
  const sse = openSse(reply, pingMs);
  const events = adviceEvents(sse);
  void events.send('message', ADVICE_STREAM_START);
  try {
    for await (const piece of text(sse.signal)) {
      const taken = events.send('message', piece);
      if (taken instanceof Promise) await taken;
    }
    void events.send('message', ADVICE_STREAM_END);
  } catch (err) {
    if (!sse.signal.aborted) {
      request.log.warn({ kind: err instanceof ModelError ? err.kind : 'error' }, 'advice failed');
      void events.send('error', errorOf(err));
    }
  } finally {
    sse.end();
  }
}

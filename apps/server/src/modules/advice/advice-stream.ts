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

/**
 * A writer of a contract's events whose `message` events are data-only plain text (e.g.
 * `adviceStreamEvents`): `message` goes out as `dataEvent` lines, any other event as `event: <name>` with
 * one JSON data line. Names and data are checked by the compiler against the contract's schemas.
 */
export function textEvents<E extends { message: z.ZodType<string> } & Record<string, z.ZodType>>(
  sse: SseWriter,
  _events: E,
) {
  return {
    send<K extends keyof E & string>(name: K, data: z.input<E[K]>): WriteResult {
      return sse.write(name === 'message' ? dataEvent(data as string) : jsonEvent(name, data));
    },
  };
}

function errorOf(err: unknown): z.input<(typeof adviceStreamEvents)['error']> {
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
  const events = textEvents(sse, adviceStreamEvents);
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

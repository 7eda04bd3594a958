import { ADVICE_STREAM_END, ADVICE_STREAM_START, codeOfKey, ErrorKey } from '@robot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openSse, PING_EVERY_MS } from '../../lib/sse/sse-writer.ts';
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

function errorEvent(err: unknown): string {
  const key =
    err instanceof ModelError && err.kind === 'not-configured'
      ? ErrorKey.modelNotConfigured
      : ErrorKey.upstreamFailed;
  return `event: error\ndata: ${JSON.stringify({ code: codeOfKey[key], msg: key })}\n\n`;
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
  void sse.write(dataEvent(ADVICE_STREAM_START));
  try {
    for await (const piece of text(sse.signal)) {
      const taken = sse.write(dataEvent(piece));
      if (taken instanceof Promise) await taken;
    }
    void sse.write(dataEvent(ADVICE_STREAM_END));
  } catch (err) {
    if (!sse.signal.aborted) {
      request.log.warn({ kind: err instanceof ModelError ? err.kind : 'error' }, 'advice failed');
      void sse.write(errorEvent(err));
    }
  } finally {
    sse.end();
  }
}

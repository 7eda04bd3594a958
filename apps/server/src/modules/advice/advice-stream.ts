import { ADVICE_STREAM_END, ADVICE_STREAM_START, codeOfKey, ErrorKey } from '@robot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { ModelError } from '../ai/model-provider.ts';

export const PING_INTERVAL_MS = 15_000;

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
 * that goes away aborts the model call.
 */
export async function writeAdviceStream(
  request: FastifyRequest,
  reply: FastifyReply,
  text: (signal: AbortSignal) => AsyncGenerator<string>,
  pingMs = PING_INTERVAL_MS,
): Promise<void> {
  const res = reply.raw;
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new Error('client closed the connection'));
  };
  res.on('close', onClose);

  // Fastify no longer manages this reply; the headers other hooks set (security, CORS) go along.
  reply.hijack();
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined),
  ) as OutgoingHttpHeaders;
  res.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  const write = (chunk: string) => {
    if (!res.destroyed && !res.writableEnded) res.write(chunk);
  };
  write(dataEvent(ADVICE_STREAM_START));
  const ping = setInterval(() => write(': ping\n\n'), pingMs);

  try {
    for await (const piece of text(controller.signal)) write(dataEvent(piece));
    write(dataEvent(ADVICE_STREAM_END));
  } catch (err) {
    if (!controller.signal.aborted) {
      request.log.warn({ kind: err instanceof ModelError ? err.kind : 'error' }, 'advice failed');
      write(errorEvent(err));
    }
  } finally {
    clearInterval(ping);
    res.off('close', onClose);
    if (!res.writableEnded) res.end();
  }
}

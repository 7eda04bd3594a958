import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A keep-alive comment goes out this often, so proxies do not close a quiet stream. */
const PING_EVERY_MS = 15_000;

export interface SseStream {
  /** one `event: <name>` with its JSON data; ignored once the client is gone */
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Starts a `text/event-stream` answer through Fastify (so its hooks and security headers still apply)
 * and answers a writer for it. Buffering is switched off for proxies (`X-Accel-Buffering: no`).
 */
export function openSse(reply: FastifyReply): SseStream {
  const body = new PassThrough();
  // Writes after the client left are dropped below; a late error must not take the process down.
  body.on('error', () => {});
  const open = () => !body.destroyed && !body.writableEnded;
  const write = (chunk: string) => {
    if (open()) body.write(chunk);
  };
  const ping = setInterval(() => write(': ping\n\n'), PING_EVERY_MS);
  ping.unref();

  reply
    .code(200)
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('X-Accel-Buffering', 'no')
    .header('Connection', 'keep-alive')
    .send(body);

  return {
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(ping);
      if (open()) body.end();
    },
  };
}

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** A keep-alive comment goes out this often, so proxies do not close a quiet stream. */
export const PING_EVERY_MS = 15_000;

/**
 * A client that takes nothing for this long while we have text waiting for it is cut off (the chat's
 * is STREAM_STALL_TIMEOUT_MS). TCP itself never gives up on a peer that keeps its window shut, so
 * without this a client that stops reading would hold its connection, the model call behind it and
 * its stream slot for as long as it likes.
 */
export const STALL_LIMIT_MS = 30_000;

/**
 * What a write answers: `true` when the chunk was taken at once, `false` when the client is gone, or a
 * promise of either when the client reads slower than we write (the caller should wait for it before
 * producing more, so an unread answer is held upstream instead of in our memory).
 */
export type WriteResult = boolean | Promise<boolean>;

export interface SseWriter {
  /** raw SSE text (one or more whole events) */
  write(chunk: string): WriteResult;
  /** aborted when the client goes away before the stream ended */
  readonly signal: AbortSignal;
  /** ends the stream (idempotent) */
  end(): void;
}

/**
 * Starts a `text/event-stream` answer through Fastify (so its hooks and security headers still apply)
 * and answers a writer that honours backpressure. Buffering is switched off for proxies
 * (`X-Accel-Buffering: no`); a `: ping` comment keeps quiet streams open. A client that reads nothing
 * for `stallMs` while a write waits for it, or after the stream ended, loses its connection: the
 * writer's signal aborts as when it leaves. A caller that already aborts a controller of its own when
 * the response closes early (the chat asks the model before the stream opens) passes it as `gone`:
 * the writer then aborts that one for a client that stops reading, and neither makes nor watches a
 * second.
 */
export function openSse(
  reply: FastifyReply,
  pingMs = PING_EVERY_MS,
  stallMs = STALL_LIMIT_MS,
  gone?: AbortController,
): SseWriter {
  // A Readable we push into (not a PassThrough we write to): each event costs one push, without a
  // Writable side's buffering, callbacks and next-tick per write. `read` is called when the response
  // wants more, which is when a producer held by backpressure may go on.
  let release: (() => void) | null = null;
  const body = new Readable({
    read() {
      release?.();
    },
  });
  const controller = gone ?? new AbortController();
  let ended = false;
  // Writes after the client left are dropped; a late error must not take the process down.
  body.on('error', () => {});
  const left = () => {
    if (!ended && !controller.signal.aborted) {
      controller.abort(new Error('client went away'));
    }
  };
  // the caller's own listener does this for a controller it gave
  if (!gone) {
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) left();
    });
  }
  body.on('close', left);

  const open = () => !ended && !body.destroyed && !controller.signal.aborted;
  const cutOff = () => {
    if (reply.raw.writableFinished) return;
    if (!ended && !controller.signal.aborted) {
      controller.abort(new Error('client stopped reading'));
    }
    reply.raw.destroy();
  };
  let waiting: Promise<boolean> | null = null;
  const write = (chunk: string): WriteResult => {
    if (!open()) return false;
    if (body.push(chunk)) return true;
    waiting ??= new Promise<boolean>((resolve) => {
      const stall = setTimeout(cutOff, stallMs);
      stall.unref();
      const done = () => {
        clearTimeout(stall);
        release = null;
        controller.signal.removeEventListener('abort', done);
        waiting = null;
        resolve(open());
      };
      release = done;
      controller.signal.addEventListener('abort', done);
    });
    return waiting;
  };
  // A ping is skipped while the client is not reading anyway.
  const ping = setInterval(() => {
    if (!waiting) void write(': ping\n\n');
  }, pingMs);
  ping.unref();

  reply
    .code(200)
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Accel-Buffering', 'no')
    .header('Connection', 'keep-alive')
    .send(body);

  return {
    write,
    signal: controller.signal,
    end() {
      clearInterval(ping);
      if (ended) return;
      ended = true;
      if (!body.destroyed) body.push(null);
      // What is still queued for a client that does not read must not keep its connection open.
      if (!reply.raw.writableFinished && !reply.raw.destroyed) {
        const stall = setTimeout(cutOff, stallMs);
        stall.unref();
        reply.raw.once('close', () => clearTimeout(stall));
      }
    },
  };
}

/** `event: <name>` + one JSON `data:` line. */
export const jsonEvent = (name: string, data: unknown): string =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A writer of the named JSON events a contract declares (e.g. `chatStreamEvents`): the event name and
 * its data are checked by the compiler against the same schemas the web app reads them with.
 */
export function typedEvents<E extends Record<string, z.ZodType>>(sse: SseWriter, _events: E) {
  return {
    send<K extends keyof E & string>(name: K, data: z.input<E[K]>): WriteResult {
      return sse.write(jsonEvent(name, data));
    },
  };
}

import type { EventDataOf, StreamEvents } from '@robot/contracts';

/**
 * One server-sent event of a contract's stream (e.g. `chatStreamEvents`, `adviceStreamEvents`), as the
 * server writes it: `message` events go out data-only, others as `event: <name>`; text data becomes one
 * `data:` line per line (a leading space doubled, as parsers drop one), anything else one JSON `data:` line.
 */
export function sseEvent<M extends StreamEvents, K extends keyof M & string>(
  _events: M,
  name: K,
  data: EventDataOf<M, K>,
): string {
  const lines =
    typeof data === 'string'
      ? data.split('\n').map((line) => (line.startsWith(' ') ? `data: ${line}` : `data:${line}`))
      : [`data: ${JSON.stringify(data)}`];
  return `${name === 'message' ? '' : `event: ${name}\n`}${lines.join('\n')}\n\n`;
}

/**
 * A text/event-stream answer the test writes to, piece by piece. Aborting the request (`signal`, the
 * handler's `request.signal`) errors the body, as fetch does; `drop` cuts the connection.
 */
export function liveStream(signal: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal.addEventListener('abort', () =>
    controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  );
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    /** raw SSE text: whole events, or pieces of them */
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    drop: () => controller.error(new TypeError('network connection lost')),
  };
}

export type LiveStream = ReturnType<typeof liveStream>;

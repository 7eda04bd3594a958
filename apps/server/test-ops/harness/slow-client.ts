import net from 'node:net';
import { chatApi, type BodyOf } from '@robot/contracts';

/**
 * A chat stream client on a raw socket, so that a test decides when it reads: `pause()` stops reading
 * (the kernel's buffers fill, then the server's writes wait: backpressure), `resume()` reads again,
 * `destroy()` goes away. It keeps the head of what came (the `meta` event) and the tail (how it ended).
 */
export interface SlowClient {
  pause(): void;
  resume(): void;
  destroy(): void;
  /** resolves when the connection closed, from either side */
  readonly closed: Promise<void>;
  /** the answer's id, from the `meta` event, once it came */
  assistantMessageId(): string | null;
  /** the stream ended with a `done` event */
  done(): boolean;
  /** bytes read so far */
  readonly bytes: number;
}

const HEAD_MAX = 4096;
const TAIL_MAX = 4096;

export function openSlowClient(
  port: number,
  token: string,
  body: BodyOf<typeof chatApi.stream>,
): SlowClient {
  const payload = JSON.stringify(body);
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  socket.write(
    `POST ${chatApi.stream.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
  let head = '';
  let tail = '';
  let bytes = 0;
  socket.on('data', (d: string) => {
    bytes += d.length;
    if (head.length < HEAD_MAX) head += d.slice(0, HEAD_MAX - head.length);
    tail = (tail + d).slice(-TAIL_MAX);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    pause: () => socket.pause(),
    resume: () => socket.resume(),
    destroy: () => socket.destroy(),
    closed,
    assistantMessageId: () => /"assistantMessageId":"([^"]+)"/.exec(head)?.[1] ?? null,
    done: () => tail.includes('event: done'),
    get bytes() {
      return bytes;
    },
  };
}

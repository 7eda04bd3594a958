import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse } from './sse-writer.ts';

const CHUNK = 'x'.repeat(16 * 1024);
const ANSWER_BYTES = 32 * 1024 * 1024;

/** Polls until `value()` stays the same for a while (bounded), and answers it. */
async function settled(value: () => number): Promise<number> {
  let last = -1;
  let same = 0;
  for (let i = 0; i < 400 && same < 8; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
    const v = value();
    same = v === last ? same + 1 : 0;
    last = v;
  }
  return last;
}

describe('SSE writer', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('holds a producer while its client does not read, and stops it when the client leaves', async () => {
    const state = { produced: 0, heldInProcess: 0, finished: false, aborted: false };
    app = Fastify();
    app.get('/stream', async (_request, reply) => {
      const sse = openSse(reply);
      while (state.produced < ANSWER_BYTES && !sse.signal.aborted) {
        const taken = sse.write(`data:${CHUNK}\n\n`);
        state.produced += CHUNK.length;
        state.heldInProcess = Math.max(
          state.heldInProcess,
          (reply.raw.socket?.writableLength ?? 0) + reply.raw.writableLength,
        );
        if (taken instanceof Promise) await taken;
      }
      state.finished = state.produced >= ANSWER_BYTES;
      state.aborted = sse.signal.aborted;
      sse.end();
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const client = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.pause(); // reads nothing: only the kernel's buffers take what is sent
    client.write(`GET /stream HTTP/1.1\r\nHost: x\r\n\r\n`);

    const stalledAt = await settled(() => state.produced);
    // The kernel's socket buffers hold a few MB at most; without backpressure all 32 MB would be
    // produced and queued in the process at once.
    expect(stalledAt).toBeLessThan(ANSWER_BYTES / 2);
    expect(state.finished).toBe(false);
    expect(state.heldInProcess).toBeLessThan(1024 * 1024);

    client.destroy();
    await settled(() => (state.aborted ? 1 : 0));
    expect(state.aborted).toBe(true);
    expect(state.finished).toBe(false);
  });

  it('lets a held producer go on once its client reads again, to the last byte', async () => {
    const total = 4 * 1024 * 1024;
    let held = 0;
    app = Fastify();
    app.get('/stream', async (_request, reply) => {
      const sse = openSse(reply);
      for (let sent = 0; sent < total; sent += CHUNK.length) {
        const taken = sse.write(CHUNK);
        if (taken instanceof Promise) {
          held += 1;
          if (!(await taken)) break;
        }
      }
      sse.end();
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const client = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.pause();
    client.write(`GET /stream HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 300));
    let received = 0;
    let tail = '';
    // the response is chunked and its connection kept alive: its last chunk says it is complete
    await new Promise<void>((resolve) => {
      client.on('data', (b: Buffer) => {
        received += b.length;
        tail = (tail + b.toString('latin1')).slice(-5);
        if (tail === '0\r\n\r\n') resolve();
      });
      client.resume();
    });
    client.destroy();
    expect(held).toBeGreaterThan(0);
    expect(received).toBeGreaterThan(total);
  });

  /**
   * A producer writing to a client that connects and then reads nothing, with a 300 ms stall limit;
   * answers once the writer's signal aborted (or after 10 s) and the connection closed.
   */
  async function stalledStream(gone?: AbortController) {
    const state = { produced: 0, signal: null as AbortSignal | null };
    app = Fastify();
    app.get('/stream', async (_request, reply) => {
      const sse = openSse(reply, 60_000, 300, gone);
      state.signal = sse.signal;
      while (state.produced < ANSWER_BYTES && !sse.signal.aborted) {
        const taken = sse.write(`data:${CHUNK}\n\n`);
        state.produced += CHUNK.length;
        if (taken instanceof Promise) await taken;
      }
      sse.end();
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const client = net.connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.on('error', () => {});
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    client.pause();
    client.write(`GET /stream HTTP/1.1\r\nHost: x\r\n\r\n`);

    // Without the limit the producer waits for ever and the connection stays open.
    for (let i = 0; i < 400 && !state.signal?.aborted; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
    }
    client.resume();
    await closed;
    return state;
  }

  it('cuts off a client that reads nothing for the stall limit, and aborts its producer', async () => {
    const { produced, signal } = await stalledStream();
    expect(signal?.aborted).toBe(true);
    expect(produced).toBeLessThan(ANSWER_BYTES);
  });

  it("aborts the caller's controller, when it gives one, for a client that stops reading", async () => {
    const gone = new AbortController();
    const { signal } = await stalledStream(gone);
    expect(signal).toBe(gone.signal);
    expect(gone.signal.aborted).toBe(true);
    expect((gone.signal.reason as Error).message).toBe('client stopped reading');
  });

  it('streams everything to a client that reads', async () => {
    app = Fastify();
    app.get('/stream', async (_request, reply) => {
      const sse = openSse(reply);
      for (let i = 0; i < 200; i += 1) {
        const taken = sse.write(`data:${i}\n\n`);
        if (taken instanceof Promise) await taken;
      }
      sse.end();
      return reply;
    });
    const res = await app.inject({ method: 'GET', url: '/stream' });
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.body.split('\n\n').filter(Boolean)).toHaveLength(200);
  });
});

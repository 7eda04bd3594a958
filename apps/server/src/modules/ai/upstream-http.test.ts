import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient, UpstreamHttpError } from './upstream-http.ts';

let server: Server;
let baseURL: string;
const served = new WeakSet<Socket>();
let connections = 0;
/** what the last request to /v1/echo carried */
let echoed: { headers: string[]; body: string } | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    // A kept-alive connection the server gave up on: the second request on it is cut without an answer.
    if (req.url === '/v1/models' && served.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    if (req.url === '/v1/echo') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (piece: string) => (body += piece));
      req.on('end', () => {
        echoed = { headers: req.rawHeaders, body };
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: [DONE]\n\n');
      });
      return;
    }
    if (req.url === '/v1/slow') {
      // the answer starts, then nothing more comes until the client gives up
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {}\n\n');
      return;
    }
    if (req.url === '/v1/broken') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [{ id: 'm1' }] }));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('upstream HTTP client', () => {
  it('sends a request again on a new connection when a kept-alive one was closed under it', async () => {
    const client = createUpstreamClient({ baseURL, apiKey: 'k' });
    expect(await client.getJson('/models', 2000)).toEqual({ data: [{ id: 'm1' }] });
    const before = connections;
    expect(await client.getJson('/models', 2000)).toEqual({ data: [{ id: 'm1' }] });
    expect(connections).toBe(before + 1);
    client.close();
  });

  it('answers a non-2xx status as UpstreamHttpError naming the status only', async () => {
    const client = createUpstreamClient({ baseURL, apiKey: 'secret-key' });
    const err = await client.getJson('/broken', 2000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamHttpError);
    expect((err as UpstreamHttpError).status).toBe(503);
    expect(String((err as Error).message)).not.toContain('127.0.0.1');
    client.close();
  });

  it('sends its headers, the body and its length, and keeps the connection for the next call', async () => {
    const client = createUpstreamClient({ baseURL, apiKey: 'the-key' });
    const read = async (signal: AbortSignal) => {
      const { text } = await client.stream('/echo', { question: '你好' }, signal);
      let body = '';
      for await (const piece of text) body += piece as string;
      return body;
    };
    expect(await read(new AbortController().signal)).toBe('data: [DONE]\n\n');
    const before = connections;
    expect(await read(new AbortController().signal)).toBe('data: [DONE]\n\n');
    expect(connections).toBe(before);
    const { headers, body } = echoed!;
    const pairs = Object.fromEntries(
      Array.from({ length: headers.length / 2 }, (_, i) => [
        headers[2 * i]!.toLowerCase(),
        headers[2 * i + 1],
      ]),
    );
    expect(pairs).toMatchObject({
      host: new URL(baseURL).host,
      authorization: 'Bearer the-key',
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'keep-alive',
    });
    expect(JSON.parse(body)).toEqual({ question: '你好' });
    client.close();
  });

  it('fails every call of a key with a line break, and sends nothing', async () => {
    const client = createUpstreamClient({ baseURL, apiKey: 'k\r\nx-injected: 1' });
    echoed = null;
    const before = connections;
    const err = await client
      .stream('/echo', {}, new AbortController().signal)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect(String((err as Error).message)).not.toContain('injected');
    expect(echoed).toBeNull();
    expect(connections).toBe(before);
    client.close();
  });

  it('an abort fails the call before its answer, and the answer’s body while it is read', async () => {
    const client = createUpstreamClient({ baseURL, apiKey: 'k' });
    const early = new AbortController();
    early.abort(new Error('gone'));
    const before = await client.stream('/slow', {}, early.signal).catch((e: unknown) => e);
    expect((before as Error).name).toBe('AbortError');
    expect(((before as Error).cause as Error).message).toBe('gone');

    const later = new AbortController();
    const { text } = await client.stream('/slow', {}, later.signal);
    const reading = (async () => {
      for await (const piece of text) void piece;
    })();
    later.abort(new Error('stop'));
    const err = await reading.catch((e: unknown) => e);
    expect((err as Error).name).toBe('AbortError');
    expect(((err as Error).cause as Error).message).toBe('stop');
    client.close();
  });

  it('an abort after the answer ended leaves its kept-alive connection to the next call', async () => {
    // the model list's timeout signal fires after every call that ended in time
    const client = createUpstreamClient({ baseURL, apiKey: 'k' });
    const read = async (signal: AbortSignal) => {
      const { text } = await client.stream('/echo', {}, signal);
      for await (const piece of text) void piece;
    };
    const first = new AbortController();
    await read(first.signal);
    await new Promise((resolve) => setImmediate(resolve));
    const before = connections;
    first.abort(new Error('late'));
    await read(new AbortController().signal);
    expect(connections).toBe(before);
    client.close();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient, UpstreamHttpError } from './upstream-http.ts';

let server: Server;
let baseURL: string;
const served = new WeakSet<Socket>();
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    // A kept-alive connection the server gave up on: the second request on it is cut without an answer.
    if (req.url === '/v1/models' && served.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
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
});

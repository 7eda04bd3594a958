import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the fake model behaves:
 * - ok: streams the script (or answers it whole when `stream` is false);
 * - http500: every call answers HTTP 500;
 * - stallBeforeHeaders: accepts the request and never answers (connect deadline);
 * - stallBeforeFirstToken: answers the headers and a role-only chunk, then nothing (idle deadline);
 * - stallMidStream: streams the first `stallAfter` tokens, then nothing;
 * - onlyKeepAlive: answers the headers, then only `: ping` comments, forever;
 * - malformedChunk: one token, then a `data:` line that is not JSON;
 * - slowTokens: the script with `tokenDelayMs` between tokens.
 */
export type FakeMode =
  | 'ok'
  | 'http500'
  | 'stallBeforeHeaders'
  | 'stallBeforeFirstToken'
  | 'stallMidStream'
  | 'onlyKeepAlive'
  | 'malformedChunk'
  | 'slowTokens';

/** A tool call the fake model makes; `arguments` is sent as given (a string) or as JSON. */
export interface FakeToolCall {
  name: string;
  arguments: string | Record<string, unknown>;
  /** default: call_<request>_<index> */
  id?: string;
}

/**
 * One scripted answer: text (word by word), then tool calls when given, streamed in pieces as OpenAI
 * streams them (id and name first, then the arguments a few characters at a time), ending with
 * finish_reason tool_calls.
 */
export interface FakeReply {
  text?: string;
  toolCalls?: FakeToolCall[];
}

export interface FakeOptions {
  mode?: FakeMode;
  /** the answer, sent word by word (each word with its following spaces) */
  answer?: string;
  /** exact tokens; wins over `answer` */
  tokens?: string[];
  /** the answer made from the request's JSON body (e2e: each question gets its own); wins over both */
  answerFor?: (body: any) => string;
  /**
   * Scripted answers with tool calls, by the chat completion request's number (from 0, since the last
   * setMode); wins over the rest. Answer `null` (or leave the list short) for the usual answer.
   */
  replyFor?: (body: any, index: number) => FakeReply | null;
  /** between two tokens in ok and slowTokens (ms); default 0 in ok, 50 in slowTokens */
  tokenDelayMs?: number;
  /**
   * before the first token in ok and slowTokens (ms; the headers and the role chunk come at once), as
   * a model that thinks before it writes; default 0
   */
  firstTokenDelayMs?: number;
  /** tokens sent before the stall of stallMidStream; default 2 */
  stallAfter?: number;
  /** ms between keep-alive comments in onlyKeepAlive; default 20 */
  keepAliveMs?: number;
  /** what GET /v1/models lists */
  models?: string[];
  /** sent in the last chunk when set */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

/** Where the fake listens: by default a random free port, which tests want; a fixed one for e2e. */
export interface FakeListen {
  port?: number;
  host?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeOpenAi {
  /** for OPENAI_BASE_URL */
  baseURL: string;
  requests: RecordedRequest[];
  /** chat completions whose client closed the connection before the answer ended */
  readonly hangUps: number;
  /** resolves at the next (or a past, not yet awaited) client hang-up */
  nextHangUp(): Promise<void>;
  /** streamed answers under way now (started, neither ended nor hung up) */
  readonly activeStreams: number;
  /** TCP connections open now, busy or kept alive */
  readonly openConnections: number;
  setMode(mode: FakeMode, options?: Omit<FakeOptions, 'mode'>): void;
  close(): Promise<void>;
}

const DEFAULT_ANSWER = 'Hello from the fake model, streaming word by word.';

const splitWords = (text: string) => text.match(/\s*\S+\s*/g) ?? [text];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A small OpenAI-compatible server on 127.0.0.1 (random port unless told) for tests, bench and e2e. */
export async function startFakeOpenAi(
  initial: FakeOptions = {},
  listen: FakeListen = {},
): Promise<FakeOpenAi> {
  let options: FakeOptions = { mode: 'ok', ...initial };
  let completions = 0;
  const requests: RecordedRequest[] = [];
  let hangUps = 0;
  let unseenHangUps = 0;
  let waiters: (() => void)[] = [];
  let activeStreams = 0;

  const hungUp = () => {
    hangUps += 1;
    if (waiters.length > 0) {
      const w = waiters;
      waiters = [];
      for (const resolve of w) resolve();
    } else {
      unseenHangUps += 1;
    }
  };

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (b: Buffer) => parts.push(b));
    req.on('end', () => {
      let body: unknown = null;
      const raw = Buffer.concat(parts).toString('utf8');
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      void handle(req, res, body, { ...options }).catch(() => res.destroy());
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, body: any, o: FakeOptions) {
    const mode = o.mode ?? 'ok';
    const path = (req.url ?? '').split('?')[0];
    if (mode === 'http500') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      return;
    }
    if (req.method === 'GET' && path === '/v1/models') {
      const ids = o.models ?? ['fake-model'];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
        }),
      );
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }

    const call = completions++;
    const reply = o.replyFor?.(body, call) ?? null;
    const tokens = reply
      ? reply.text
        ? splitWords(reply.text)
        : []
      : o.answerFor
        ? splitWords(o.answerFor(body))
        : (o.tokens ?? splitWords(o.answer ?? DEFAULT_ANSWER));
    const toolCalls = (reply?.toolCalls ?? []).map((c, i) => ({
      id: c.id ?? `call_${call}_${i}`,
      name: c.name,
      arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
    }));
    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    if (body?.stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: tokens.join(''),
                ...(toolCalls.length
                  ? {
                      tool_calls: toolCalls.map((c) => ({
                        id: c.id,
                        type: 'function',
                        function: { name: c.name, arguments: c.arguments },
                      })),
                    }
                  : {}),
              },
              finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
            },
          ],
          usage: o.usage ?? null,
        }),
      );
      return;
    }

    let open = true;
    activeStreams += 1;
    res.on('close', () => {
      activeStreams -= 1;
      if (!res.writableEnded) hungUp();
      open = false;
    });
    if (mode === 'stallBeforeHeaders') return;

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (delta: object, finish: string | null = null, usage?: object) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 0,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));

    if (mode === 'stallBeforeFirstToken') return;
    if (mode === 'onlyKeepAlive') {
      while (open) {
        res.write(': ping\n\n');
        await sleep(o.keepAliveMs ?? 20);
      }
      return;
    }
    if (mode === 'malformedChunk') {
      res.write(chunk({ content: tokens[0] ?? 'x' }));
      res.write('data: {"choices":[{"delta":{"content":"broken\n\n');
      await sleep(10);
      res.end();
      return;
    }

    const delay = o.tokenDelayMs ?? (mode === 'slowTokens' ? 50 : 0);
    const stallAt = mode === 'stallMidStream' ? (o.stallAfter ?? 2) : Infinity;
    if (o.firstTokenDelayMs) await sleep(o.firstTokenDelayMs);
    for (let i = 0; i < tokens.length && open; i += 1) {
      if (i >= stallAt) return;
      res.write(chunk({ content: tokens[i] }));
      if (delay > 0) await sleep(delay);
      else await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!open) return;
    if (mode === 'stallMidStream') return;
    // Tool calls as OpenAI streams them: the id and name first, then the arguments in small pieces.
    for (const [index, c] of toolCalls.entries()) {
      res.write(
        chunk({
          tool_calls: [
            { index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } },
          ],
        }),
      );
      for (let at = 0; at < c.arguments.length && open; at += 7) {
        res.write(
          chunk({
            tool_calls: [{ index, function: { arguments: c.arguments.slice(at, at + 7) } }],
          }),
        );
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    if (!open) return;
    res.write(chunk({}, toolCalls.length ? 'tool_calls' : 'stop', o.usage));
    res.end('data: [DONE]\n\n');
  }

  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://${host}:${port}/v1`,
    requests,
    get hangUps() {
      return hangUps;
    },
    get activeStreams() {
      return activeStreams;
    },
    get openConnections() {
      return sockets.size;
    },
    nextHangUp() {
      if (unseenHangUps > 0) {
        unseenHangUps -= 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    setMode(mode, more = {}) {
      options = { ...initial, ...more, mode };
      completions = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import zlib from 'node:zlib';

/** An upstream answer that was not 2xx: `status` names it (never the URL or the headers). */
export class UpstreamHttpError extends Error {
  constructor(readonly status: number) {
    super(`model server answered HTTP ${status}`);
    this.name = 'UpstreamHttpError';
  }
}

/**
 * Requests to one OpenAI-compatible server over node:http(s), with kept-alive connections: a chat
 * turn reuses an open socket instead of connecting again. See docs/decisions/018.
 */
export function createUpstreamClient(opts: { baseURL: string; apiKey: string }) {
  const base = opts.baseURL.replace(/\/+$/, '');
  const secure = base.startsWith('https:');
  const agent = secure
    ? new https.Agent({ keepAlive: true, scheduling: 'lifo' })
    : new http.Agent({ keepAlive: true, scheduling: 'lifo' });
  const send = secure ? https.request : http.request;
  // The headers as a list: node writes a list as it is, where it would check and store an object's
  // headers one by one on every request (a visible part of a turn's start, docs/performance/chat.md,
  // round 22). What node would have checked is checked here, once: a key with a line break in it
  // must fail its calls, never add a header to them.
  const fixed: [string, string][] = [
    ['host', new URL(base).host],
    ['authorization', `Bearer ${opts.apiKey}`],
    ['accept', 'application/json'],
    ['user-agent', 'robot-square'],
  ];
  const headers = fixed.flat();
  let invalidHeaders: Error | null = null;
  try {
    for (const [name, value] of fixed) http.validateHeaderValue(name, value);
  } catch (err) {
    invalidHeaders = err as Error;
  }
  // Where each path goes, parsed once: a URL string handed to `request` is parsed on every call.
  const targets = new Map<string, http.RequestOptions>();
  const targetOf = (path: string): http.RequestOptions => {
    let target = targets.get(path);
    if (!target) {
      target = urlToHttpOptions(new URL(`${base}${path}`));
      targets.set(path, target);
    }
    return target;
  };

  /**
   * Answers the response once its headers are in and 2xx; its body, decompressed, as utf-8 text. A
   * kept-alive connection the server closed while it sat in the pool fails at once with ECONNRESET or
   * EPIPE before any answer: that request never reached the server, so it is sent once more on a new
   * connection (what node's documentation advises for `reusedSocket`).
   */
  function request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal,
  ): Promise<{ response: IncomingMessage; text: Readable }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const attempt = (retry: boolean) =>
      new Promise<{ response: IncomingMessage; text: Readable }>((resolve, reject) => {
        if (invalidHeaders) {
          reject(invalidHeaders);
          return;
        }
        if (signal.aborted) {
          reject(abortError(signal));
          return;
        }
        const req = send({
          ...targetOf(path),
          method,
          agent,
          headers: payload
            ? [
                ...headers,
                'content-type',
                'application/json',
                'content-length',
                String(Buffer.byteLength(payload)),
              ]
            : headers,
        });
        let answered = false;
        let text: Readable | undefined;
        // An abort cuts the request, and the answer's body once it is being read: its reader fails at
        // once. One listener, never removed: the signal is the call's own (or a timeout's) and goes
        // with it. node's own `signal` option would also watch the request's end to remove it, which
        // cost more than the rest of the request's set-up (docs/performance/chat.md, round 22).
        signal.addEventListener(
          'abort',
          () => {
            const err = abortError(signal);
            req.destroy(err);
            text?.destroy(err);
          },
          { once: true },
        );
        // `on`, not `once`: a request may still fail after its answer began (the body's reader sees it).
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (answered) return;
          answered = true;
          const stale =
            retry &&
            req.reusedSocket &&
            !signal.aborted &&
            (err.code === 'ECONNRESET' || err.code === 'EPIPE');
          if (stale) attempt(false).then(resolve, reject);
          else reject(err);
        });
        req.once('response', (response) => {
          answered = true;
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) {
            response.resume();
            reject(new UpstreamHttpError(status));
            return;
          }
          text = decoded(response);
          text.setEncoding('utf8');
          resolve({ response, text });
        });
        req.end(payload);
      });
    return attempt(true);
  }

  return {
    /** POST `path` with a JSON body; answers the streamed response (close it with `destroy`). */
    stream: (path: string, body: unknown, signal: AbortSignal) =>
      request('POST', path, body, signal),

    /** GET `path` as JSON, within `timeoutMs`. */
    async getJson(path: string, timeoutMs: number): Promise<unknown> {
      const { text } = await request('GET', path, undefined, AbortSignal.timeout(timeoutMs));
      let raw = '';
      for await (const piece of text) raw += piece as string;
      return JSON.parse(raw) as unknown;
    },

    close: () => agent.destroy(),
  };
}

/** What an aborted request fails with: the abort's reason as its cause. */
function abortError(signal: AbortSignal): Error {
  const err = new Error('the model request was aborted', { cause: signal.reason });
  err.name = 'AbortError';
  return err;
}

/** The body as sent: servers asked for nothing else answer plain text, but a proxy may compress. */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  const unzip =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!unzip) return response;
  response.on('error', (err) => unzip.destroy(err));
  return response.pipe(unzip);
}

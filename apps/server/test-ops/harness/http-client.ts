import type { BodyOf, DataOf, Endpoint, ParamsOf, QueryOf } from '@robot/contracts';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { urlOf } from '../../src/test/api-client.ts';

/**
 * HTTP over real sockets for process-level tests, with what fetch cannot do: pick the local address a
 * request leaves from (127.0.0.2, 127.0.0.3, ... are all this machine), so one test can be several
 * clients as a proxy and the app see them; and record when each piece of a streamed body arrived.
 */
export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  /** JSON (an object) or raw bytes with their content type in `headers` */
  body?: unknown;
  token?: string | undefined;
  /** the local address to connect from */
  from?: string;
  /** stop reading (close the connection) once the body so far satisfies this */
  until?: (textSoFar: string) => boolean;
  /** closes the connection when aborted (the answer then holds what had arrived) */
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** the body's pieces as the socket delivered them, each with its arrival (ms since the request) */
  chunks: { at: number; text: string }[];
}

export function httpCall(base: string, path: string, opts: HttpOptions = {}): Promise<HttpAnswer> {
  const url = new URL(path, base);
  const headers: Record<string, string> = { ...opts.headers };
  let payload: Buffer | undefined;
  if (opts.body !== undefined) {
    if (Buffer.isBuffer(opts.body)) payload = opts.body;
    else {
      payload = Buffer.from(JSON.stringify(opts.body));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = String(payload.length);
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        headers,
        ...(opts.from ? { localAddress: opts.from } : {}),
        agent: false,
      },
      (res) => {
        const chunks: HttpAnswer['chunks'] = [];
        res.setEncoding('utf8');
        let text = '';
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, chunks });
        res.on('data', (piece: string) => {
          chunks.push({ at: performance.now() - started, text: piece });
          text += piece;
          if (opts.until?.(text)) {
            done();
            req.destroy();
          }
        });
        res.on('end', done);
        res.on('close', done);
        res.on('error', (err) => (opts.signal?.aborted || opts.until ? done() : reject(err)));
      },
    );
    opts.signal?.addEventListener('abort', () => req.destroy(), { once: true });
    req.on('error', (err) => (opts.until || opts.signal?.aborted ? undefined : reject(err)));
    req.end(payload);
  });
}

/** The envelope of a JSON answer, `data` typed by the contract. */
export interface ApiAnswer<E extends Endpoint> {
  status: number;
  code: number;
  msg: string;
  data: DataOf<E> | null;
  headers: IncomingHttpHeaders;
}

export type CallOptions<E extends Endpoint> = Omit<HttpOptions, 'body' | 'method'> & {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  params?: ParamsOf<E>;
};

/** One contract call over HTTP: the URL from the endpoint, the answer parsed as the envelope. */
export async function apiCall<E extends Endpoint>(
  base: string,
  e: E,
  opts: CallOptions<E> = {},
): Promise<ApiAnswer<E>> {
  const { query, params, ...rest } = opts;
  const res = await httpCall(base, urlOf(e, { query, params }), { ...rest, method: e.method });
  let body: { code?: number; msg?: string; data?: unknown } = {};
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    // not JSON (an nginx error page): the status tells
  }
  const code = body.code ?? res.status;
  return {
    status: res.status,
    code,
    msg: body.msg ?? '',
    data: code === 200 || code === 201 ? (body.data as DataOf<E>) : null,
    headers: res.headers,
  };
}

/** The envelope code of an answer that is JSON on refusal and a stream (or anything) on success. */
export function codeOf(answer: HttpAnswer): number {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) {
    return answer.status;
  }
  try {
    return (JSON.parse(answer.text) as { code: number }).code;
  } catch {
    return answer.status;
  }
}

/** A multipart/form-data body with one file field. */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----ops${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `content-type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

import { chatApi, userApi, type BodyOf, type DataOf, type Endpoint } from '@robot/contracts';
import { urlOf } from '../../src/test/api-client.ts';

/** One answer of the real server: the envelope's code and typed data (null unless it succeeded). */
export interface HttpResult<E extends Endpoint> {
  status: number;
  code: number;
  data: DataOf<E> | null;
}

/** A contract call over real HTTP (fetch), as a browser makes it. */
export async function call<E extends Endpoint>(
  baseUrl: string,
  e: E,
  opts: { token?: string; body?: BodyOf<E>; params?: unknown; query?: unknown } = {},
): Promise<HttpResult<E>> {
  const res = await fetch(`${baseUrl}${urlOf(e, opts)}`, {
    method: e.method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const envelope = (await res.json()) as { code: number; data: unknown };
  const ok = envelope.code === 200 || envelope.code === 201;
  return {
    status: res.status,
    code: envelope.code,
    data: ok ? (envelope.data as DataOf<E>) : null,
  };
}

/** Registers `username` (password sign-up) and signs in: answers the bearer token and user id. */
export async function signUp(
  baseUrl: string,
  username: string,
): Promise<{ token: string; userId: string }> {
  const password = `Pw-${username}-9f3k2`;
  const reg = await call(baseUrl, userApi.register, { body: { username, password } });
  if (!reg.data) throw new Error(`register ${username}: ${reg.code}`);
  const login = await call(baseUrl, userApi.login, { body: { username, password } });
  if (!login.data) throw new Error(`login ${username}: ${login.code}`);
  return { token: login.data.access_token, userId: reg.data.uuid };
}

export interface StreamMeta {
  conversationId: string;
  userMessageId: string;
  assistantMessageId: string;
}

export interface StreamedAnswer {
  meta: StreamMeta | null;
  content: string;
  /** the last event's name: 'done', 'error', or 'meta'/'delta' when the stream was cut */
  last: string;
  /** the `error` event's data, if one came */
  error?: unknown;
}

/**
 * POST /api/stream/chat, read to the end. `onMeta` runs as soon as the `meta` event is in: the turn
 * (conversation, question, answer row) is stored from then on. Throws when the connection fails
 * before the stream opened; a stream cut later answers what came (`last` is not 'done').
 */
export async function streamChat(
  baseUrl: string,
  token: string,
  body: BodyOf<typeof chatApi.stream>,
  onMeta?: (meta: StreamMeta) => void,
): Promise<StreamedAnswer> {
  const res = await fetch(`${baseUrl}${chatApi.stream.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  }
  const answer: StreamedAnswer = { meta: null, content: '', last: '' };
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parseEvent(raw);
        if (!event) continue;
        answer.last = event.name;
        if (event.name === 'meta') {
          answer.meta = event.data as StreamMeta;
          onMeta?.(answer.meta);
        } else if (event.name === 'error') {
          answer.error = event.data;
        } else if (event.name === 'delta') {
          answer.content += (event.data as { content: string }).content;
        }
      }
    }
  } catch {
    // the connection broke mid-stream: what came is the answer
  }
  return answer;
}

/** One server-sent event: `event:` name and JSON `data:`; comments (pings) answer null. */
export function parseEvent(raw: string): { name: string; data: unknown } | null {
  let name = 'message';
  let data = '';
  for (const line of raw.split('\n')) {
    if (line.startsWith('event: ')) name = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data) return null;
  return { name, data: JSON.parse(data) as unknown };
}

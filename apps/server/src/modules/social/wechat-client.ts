/** A WeChat answer that is not a usable credential: its errcode (never the request, which holds the secret). */
export class WeChatApiError extends Error {
  constructor(
    readonly step: 'token' | 'ticket',
    readonly errcode: number | 'network' | 'timeout' | 'malformed',
    readonly errmsg = '',
  ) {
    super(`wechat ${step} failed: ${errcode}`);
    this.name = 'WeChatApiError';
  }
}

export interface Credential {
  value: string;
  /** seconds, as WeChat says */
  expiresIn: number;
}

/** The two calls of WeChat's official-account API the JS-SDK signature needs. */
export interface WeChatClient {
  accessToken(): Promise<Credential>;
  jsapiTicket(accessToken: string): Promise<Credential>;
}

export interface WeChatClientOptions {
  apiBase: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
}

type Answer = Record<string, unknown>;

async function getJson(url: URL, step: 'token' | 'ticket', timeoutMs: number): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new WeChatApiError(step, timedOut ? 'timeout' : 'network');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new WeChatApiError(step, timedOut ? 'timeout' : 'malformed');
  }
  if (typeof body !== 'object' || body === null) throw new WeChatApiError(step, 'malformed');
  return body as Answer;
}

function credentialOf(answer: Answer, field: string, step: 'token' | 'ticket'): Credential {
  const errcode = answer['errcode'];
  if (typeof errcode === 'number' && errcode !== 0) {
    const errmsg = typeof answer['errmsg'] === 'string' ? answer['errmsg'] : '';
    throw new WeChatApiError(step, errcode, errmsg);
  }
  const value = answer[field];
  const expiresIn = answer['expires_in'];
  if (typeof value !== 'string' || value === '' || typeof expiresIn !== 'number') {
    throw new WeChatApiError(step, 'malformed');
  }
  return { value, expiresIn };
}

export function createWeChatClient(opts: WeChatClientOptions): WeChatClient {
  const endpoint = (path: string, query: Record<string, string>) => {
    const url = new URL(path, opts.apiBase.endsWith('/') ? opts.apiBase : `${opts.apiBase}/`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  };
  return {
    async accessToken() {
      const url = endpoint('cgi-bin/token', {
        grant_type: 'client_credential',
        appid: opts.appId,
        secret: opts.appSecret,
      });
      return credentialOf(await getJson(url, 'token', opts.timeoutMs), 'access_token', 'token');
    },
    async jsapiTicket(accessToken) {
      const url = endpoint('cgi-bin/ticket/getticket', {
        access_token: accessToken,
        type: 'jsapi',
      });
      return credentialOf(await getJson(url, 'ticket', opts.timeoutMs), 'ticket', 'ticket');
    },
  };
}

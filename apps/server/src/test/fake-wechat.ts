import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for api.weixin.qq.com: the token and jsapi-ticket calls, counted, each able to answer an
 * errcode or to stall (accept the request and never answer).
 */
export interface FakeWeChatStep {
  errcode?: number;
  stall?: boolean;
  expiresIn?: number;
}

export interface FakeWeChat {
  url: string;
  /** requests per path (`/cgi-bin/token`, `/cgi-bin/ticket/getticket`) */
  calls: Record<string, URLSearchParams[]>;
  token: FakeWeChatStep;
  ticket: FakeWeChatStep;
  /** what the next successful calls hand out (the nth token is `token-<n>`, tickets `ticket-<n>`) */
  issued: { tokens: number; tickets: number };
  close(): Promise<void>;
}

export async function startFakeWeChat(): Promise<FakeWeChat> {
  const fake: Omit<FakeWeChat, 'url' | 'close'> = {
    calls: {},
    token: {},
    ticket: {},
    issued: { tokens: 0, tickets: 0 },
  };
  const answer = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    (fake.calls[url.pathname] ??= []).push(url.searchParams);
    const step = url.pathname === '/cgi-bin/token' ? fake.token : fake.ticket;
    if (url.pathname !== '/cgi-bin/token' && url.pathname !== '/cgi-bin/ticket/getticket') {
      res.writeHead(404).end();
      return;
    }
    if (step.stall) return;
    if (step.errcode) {
      answer(res, { errcode: step.errcode, errmsg: 'invalid credential' });
      return;
    }
    const expires_in = step.expiresIn ?? 7200;
    if (url.pathname === '/cgi-bin/token') {
      fake.issued.tokens += 1;
      answer(res, { access_token: `token-${fake.issued.tokens}`, expires_in });
    } else {
      fake.issued.tickets += 1;
      answer(res, {
        errcode: 0,
        errmsg: 'ok',
        ticket: `ticket-${fake.issued.tickets}`,
        expires_in,
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

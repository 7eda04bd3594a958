import {
  codeOfKey,
  httpStatusOf,
  type BodyOf,
  type DataOf,
  type EndpointOf,
  type Route,
  type ErrorKeyValue,
  type ParamsOf,
} from '@robot/contracts/client';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

/** One request the app sent, as the tests check it. */
export interface RecordedCall {
  method: string;
  /** path and query string */
  url: string;
  /** the parsed JSON body, or undefined */
  body: unknown;
  auth: string | null;
  language: string | null;
}

const calls: RecordedCall[] = [];

/** Every request the app sent in this test, in order (answered or not). */
export const apiCalls = (): readonly RecordedCall[] => calls;

export const resetApiCalls = (): void => {
  calls.length = 0;
};

async function record(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  calls.push({
    method: request.method,
    url: `${url.pathname}${url.search}`,
    body,
    auth: request.headers.get('Authorization'),
    language: request.headers.get('Accept-Language'),
  });
  return body;
}

/** Any API call no handler answered: recorded, and answered 10404 as the server does. */
export const notFoundFallback = http.all('/api/*', async ({ request }) => {
  await record(request);
  return HttpResponse.json({ code: 10404, msg: 'errors.pageNotFound', data: null });
});

/** Leaves every API call unanswered (pending), recorded: for screens whose calls do not matter. */
export const unanswered = http.all('/api/*', async ({ request }) => {
  await record(request);
  return new Promise<never>(() => undefined);
});

/** A refusal: the envelope of a catalogue error, with the HTTP status the server uses for it. */
export class Refusal {
  readonly code: number;
  readonly status: number;
  constructor(
    readonly msg: ErrorKeyValue,
    readonly data: unknown = null,
  ) {
    this.code = codeOfKey[msg];
    this.status = httpStatusOf[codeOfKey[msg]];
  }
}

/** Answers the catalogue error `msg` (e.g. 'errors.invalidInput' with `{ fields }`). */
export const refuse = (msg: ErrorKeyValue, data: unknown = null) => new Refusal(msg, data);

export interface HandledRequest<E extends Route> {
  params: ParamsOf<EndpointOf<E>> extends undefined
    ? Record<string, never>
    : NonNullable<ParamsOf<EndpointOf<E>>>;
  /** the JSON body the app sent */
  body: BodyOf<EndpointOf<E>>;
  query: URLSearchParams;
  request: Request;
}

/** What a handler answers: the endpoint's data (sent in a success envelope), a refusal, or any Response. */
export type HandlerAnswer<E extends Route> = DataOf<EndpointOf<E>> | Refusal | Response;

const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A handler for one endpoint of the contract: the resolver gets the parsed body and path parameters
 * and answers the endpoint's data, so a test cannot answer a shape the contract does not allow.
 */
export function handle<E extends Route>(
  ep: E,
  resolve: (req: HandledRequest<E>) => HandlerAnswer<E> | Promise<HandlerAnswer<E>>,
): HttpHandler {
  const method = ep.method === 'GET' ? http.get : http.post;
  return method(mswPath(ep.path), async ({ request, params }) => {
    const body = await record(request);
    const answer = await resolve({
      params: params as HandledRequest<E>['params'],
      body: body as BodyOf<EndpointOf<E>>,
      query: new URL(request.url).searchParams,
      request,
    });
    if (answer instanceof Response) return answer;
    if (answer instanceof Refusal) {
      return HttpResponse.json(
        { code: answer.code, msg: answer.msg, data: answer.data },
        { status: answer.status },
      );
    }
    const code = ep.successCode ?? 200;
    return HttpResponse.json({ code, msg: 'ok', data: answer ?? null }, { status: code });
  });
}

/** Installs this test's handlers (checked before the ones already installed). */
export function serve(...handlers: HttpHandler[]): void {
  server.use(...handlers);
}

/**
 * The web tests' API: an msw server intercepting fetch and XMLHttpRequest, with handlers typed by the
 * contract. Started for every test file in setup.ts; handlers and recorded calls reset after each test.
 */
export const server = setupServer(notFoundFallback);

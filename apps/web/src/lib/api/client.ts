import {
  isSuccessCode,
  monitorApi,
  pathWith,
  type BodyOf,
  type DataOf,
  type EndpointOf,
  type Route,
  type ParamsOf,
  type QueryOf,
} from '@robot/contracts/client';
import i18n from '../i18n/i18n.ts';
import { getToken } from '../../stores/auth-store.ts';
import { ApiError, TRANSPORT_ERROR_CODE } from './api-error.ts';
import { takeBootAnswer } from './boot-requests.ts';
import { needsTransportToast, showRefusal, type FeedbackOptions } from './error-feedback.ts';
import { onTransportFailure, type TransportFailure } from './transport-failure.ts';

export { ApiError } from './api-error.ts';
export { errorToastText } from './error-feedback.ts';

// The transport: every call to our API (JSON here, streams in stream.ts, uploads in upload.ts) gets
// its headers, its URL, its envelope and its error feedback from this file.

/** `params` is required exactly when the endpoint declares path parameters. */
type ParamsInput<E extends Route> =
  ParamsOf<EndpointOf<E>> extends undefined
    ? { params?: undefined }
    : { params: ParamsOf<EndpointOf<E>> };

export type CallInput<E extends Route> = {
  body?: BodyOf<EndpointOf<E>>;
  query?: QueryOf<EndpointOf<E>>;
  signal?: AbortSignal;
} & ParamsInput<E> &
  FeedbackOptions;

/** Optional when the endpoint needs nothing (no path parameters). */
export type CallArgs<E extends Route> =
  ParamsOf<EndpointOf<E>> extends undefined ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The headers of every call: what we accept, the app's language, and the caller's token. */
export function requestHeaders(accept: string, jsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.language };
  if (jsonBody) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

const queryString = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** The endpoint's path with its parameters filled in, and the query string. */
export const urlOf = (ep: Route, input: { params?: unknown; query?: unknown }): string => {
  const params = input.params as Record<string, string> | undefined;
  return `${params ? pathWith(ep.path, params) : ep.path}${queryString(input.query)}`;
};

/** The `{ code, msg, data }` envelope of an answer's text, or undefined when it is none. */
export function envelopeOf(text: string): { code: number; msg: string; data: unknown } | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const { code, msg, data } = v as { code?: unknown; msg?: unknown; data?: unknown };
  return typeof code === 'number' && typeof msg === 'string'
    ? { code, msg, data: data ?? null }
    : undefined;
}

/** A refusal in an envelope: the feedback, then the error to throw. */
export function refused(
  ep: Route,
  envelope: { code: number; msg: string; data: unknown },
  options: FeedbackOptions,
): ApiError {
  const error = new ApiError(envelope.code, envelope.msg, envelope.data);
  showRefusal(error, ep.path, options);
  return error;
}

/**
 * The network failed or the answer was no envelope: a throttled toast (unless the caller explained
 * it in place or is silent) and an error report; answers the error to throw.
 */
export function unreachable(
  ep: { method: string; path: string },
  url: string,
  failure: Omit<TransportFailure, 'method' | 'url'>,
  error: ApiError,
  options: FeedbackOptions,
): ApiError {
  onTransportFailure(
    { ...failure, method: ep.method, url },
    {
      silent: !needsTransportToast(error, options) || ep.path === monitorApi.errorAlert.path,
      send: (body) => apiCall(monitorApi.errorAlert, { body, silent: true }),
    },
  );
  return error;
}

/** A network error (no answer at all). */
export const networkFailure = (err: unknown) => ({
  failure: { errorCode: 'network', message: err instanceof Error ? err.message : String(err) },
  error: new ApiError(TRANSPORT_ERROR_CODE, 'errors.network'),
});

/** An answer that is not our envelope (a proxy's error page, an empty body). */
export const badResponse = (status: number, responseURL: string, text: string) => ({
  failure: {
    errorCode: status,
    message: `HTTP ${status}: not a JSON envelope`,
    responseURL,
    responseText: text,
  },
  error: new ApiError(status, 'errors.badResponse'),
});

/**
 * A small write goes on if the page is left at once (`keepalive`): the favourite a person just
 * clicked shows at once (optimistic), and a navigation right after would otherwise cancel its
 * request. Browsers allow 64 KB of such bodies in flight at a time, so only small ones ask for it
 * (1,024 characters: at most 3 KB of UTF-8).
 */
export const KEEPALIVE_MAX_CHARS = 1024;
const keepsGoing = (method: string, body: string | undefined): boolean =>
  method !== 'GET' && body !== undefined && body.length <= KEEPALIVE_MAX_CHARS;

/**
 * Calls one endpoint of the contract and answers its `data`. Success codes (200, 201, 204) resolve;
 * anything else rejects with an ApiError after the feedback the product spec (section 8) asks for.
 */
export async function apiCall<E extends Route>(
  ep: E,
  ...args: CallArgs<E>
): Promise<DataOf<EndpointOf<E>>> {
  const input: CallInput<E> = args[0] ?? ({} as CallInput<E>);
  const url = urlOf(ep, input);
  const hasBody = input.body !== undefined;

  let response: Response;
  let text: string;
  try {
    const headers = requestHeaders('application/json', hasBody);
    // A first visit's reads were asked by the boot script while this code downloaded.
    const early = ep.method === 'GET' ? takeBootAnswer(url, headers) : undefined;
    const body = hasBody ? JSON.stringify(input.body) : undefined;
    response = await (early ??
      fetch(url, {
        method: ep.method,
        headers,
        body,
        signal: input.signal,
        keepalive: keepsGoing(ep.method, body),
      }));
    input.signal?.throwIfAborted();
    text = await response.text();
  } catch (err) {
    // The caller cancelled: not a failure to report.
    if (input.signal?.aborted) throw err;
    const f = networkFailure(err);
    throw unreachable(ep, url, f.failure, f.error, input);
  }

  if (response.status === 204 && text === '') return null as DataOf<EndpointOf<E>>;
  const envelope = envelopeOf(text);
  if (!envelope) {
    const f = badResponse(response.status, response.url, text);
    throw unreachable(ep, url, f.failure, f.error, input);
  }
  if (isSuccessCode(envelope.code)) return envelope.data as DataOf<EndpointOf<E>>;
  throw refused(ep, envelope, input);
}

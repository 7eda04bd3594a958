import {
  pathWith,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@robot/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** How a test sends one call: who, from where, and what the contract says the call takes. */
export type ApiOptions<E extends Endpoint> = {
  token?: string | undefined;
  remoteAddress?: string;
  headers?: Record<string, string>;
} & (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> });

/**
 * The escape hatch for tests that send what the contract refuses (a malformed body, a bad query or
 * path parameter): the URL still comes from the endpoint, the answer is typed the same way.
 */
export interface RawOptions {
  token?: string | undefined;
  remoteAddress?: string;
  headers?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  params?: Record<string, string>;
}

/** The options argument is optional only for calls that need neither body nor path parameters. */
export type ApiArgs<E extends Endpoint> =
  Record<string, never> extends ApiOptions<E> ? [opts?: ApiOptions<E>] : [opts: ApiOptions<E>];

/** A parsed answer: `data` is typed by the contract on success (200/201) and null otherwise. */
export interface ApiResult<E extends Endpoint> {
  status: number;
  code: number;
  msg: string;
  data: DataOf<E> | null;
  /** The envelope as sent, for assertions on the whole of it. */
  body: { code: number; msg: string; data: unknown };
  /** The error envelope's `data` (null on success). */
  errorData: unknown;
  /** `data.fields` of a 10400 answer (the reason key per field), else undefined. */
  fields: Record<string, string> | undefined;
  res: LightMyRequestResponse;
}

const isSuccess = (code: number) => code === 200 || code === 201;

/** The URL of an endpoint: path parameters filled in, the query appended. */
export function urlOf<E extends Endpoint>(
  e: E,
  opts: { params?: unknown; query?: unknown } = {},
): string {
  const path = opts.params ? pathWith(e.path, opts.params as Record<string, string>) : e.path;
  if (!opts.query) return path;
  const qs = new URLSearchParams(
    Object.entries(opts.query as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Sends one contract call through app.inject and answers the parsed, typed envelope. */
export async function callApi<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  opts: ApiOptions<E> | RawOptions = {},
): Promise<ApiResult<E>> {
  const { token, remoteAddress, headers, body, query, params } = opts as RawOptions;
  const res = await app.inject({
    method: e.method,
    url: urlOf(e, { params, query }),
    ...(body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = res.json();
  } catch {
    envelope = { code: -1, msg: res.body, data: null };
  }
  const ok = isSuccess(envelope.code);
  const errorData = ok ? null : envelope.data;
  const fields =
    envelope.code === 10400 && errorData && typeof errorData === 'object' && 'fields' in errorData
      ? (errorData.fields as Record<string, string>)
      : undefined;
  return {
    status: res.statusCode,
    code: envelope.code,
    msg: envelope.msg,
    body: envelope,
    data: ok ? (envelope.data as DataOf<E>) : null,
    errorData,
    fields,
    res,
  };
}

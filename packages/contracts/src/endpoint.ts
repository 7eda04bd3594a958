import type { z } from 'zod';

/**
 * One call of the HTTP contract. The server registers its route from it (request validation of the
 * path parameters, query and body, and the response filter) and the web client types its calls from
 * it, so neither side hand-copies shapes.
 */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST';
  /** `{name}` placeholders are the path parameters, validated by `params`. */
  path: string;
  params?: TParams;
  body?: TBody;
  query?: TQuery;
  data: TData;
  /** 201 for calls that create something. */
  successCode?: 200 | 201;
}

export const endpoint = <
  TData extends z.ZodType,
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
>(e: {
  method: 'GET' | 'POST';
  path: string;
  params?: TParams;
  body?: TBody;
  query?: TQuery;
  data: TData;
  successCode?: 200 | 201;
}): Endpoint<TBody, TQuery, TData, TParams> => e;

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType, z.ZodType | undefined>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType, z.ZodType | undefined>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, infer P>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type DataOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D, z.ZodType | undefined>
    ? z.output<D>
    : never;

/** Fills `{name}` placeholders of an endpoint path. */
export const pathWith = (path: string, params: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

/** The named events of a server-sent event stream, each with the schema of its data. */
export type StreamEvents = Record<string, z.ZodType>;
/** The data of event `K` of a stream, as its schema outputs it. */
export type EventDataOf<M extends StreamEvents, K extends keyof M> = z.output<M[K]>;

/**
 * What the web client needs of an endpoint at run time: its method, path and success code, without
 * the zod schemas (building them all costs the browser's start-up). `E` is the endpoint it stands
 * for, carried for the types only (`endpoint` is never set), so calls stay typed from the schemas.
 * The values come from `@robot/contracts/client` (client-routes.ts, generated from the endpoints).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly successCode?: 200 | 201;
  readonly endpoint?: E;
}

/** The endpoint a route stands for (each member's, for a union of routes). */
export type EndpointOf<R> = R extends Route<infer E> ? E : never;

/** A table of endpoints (or of tables of them) as routes. */
export type RoutesOf<T> = {
  readonly [K in keyof T]: T[K] extends Endpoint ? Route<T[K]> : RoutesOf<T[K]>;
};

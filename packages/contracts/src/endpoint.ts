import type { z } from 'zod';

/**
 * One call of the HTTP contract. The server registers its route from it (request validation and the
 * response filter) and the web client types its fetchers from it, so neither side hand-copies shapes.
 */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
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
>(e: {
  method: 'GET' | 'POST';
  path: string;
  body?: TBody;
  query?: TQuery;
  data: TData;
  successCode?: 200 | 201;
}): Endpoint<TBody, TQuery, TData> => e;

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type DataOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;

/** Fills `{name}` placeholders of an endpoint path. */
export const pathWith = (path: string, params: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

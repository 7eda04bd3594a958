import type { DataOf, Endpoint } from '@robot/contracts';
import { envelope } from '@robot/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bearerToken, type CurrentUser, type SessionResolver } from './caller.ts';
import { AppError } from './app-error.ts';
import { addressBucket } from './client-address.ts';

/**
 * Who may call a route, declared on every route (there is no default):
 * - public: nobody is looked up;
 * - optional: the caller is looked up when a token is sent, and a bad token is ignored;
 * - user / superuser: a valid session is required (10401), and for superuser the role (10403).
 */
export type AuthMode = 'public' | 'optional' | 'user' | 'superuser';

export interface Caller {
  user: CurrentUser | null;
  /** the client's address, as recorded (sessions, logs, reports) */
  ip: string;
  /** the client's address as per-address limits count it (`addressBucket`: an IPv6 client's network) */
  address: string;
  userAgent: string | null;
}

// `params?`/`body?`/`query?` are optional on Endpoint, so E['body'] carries `| undefined` even when a schema is set:
// strip it first, and only an endpoint without the schema gets `undefined`.
type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface HandlerArgs<E extends Endpoint> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<E extends Endpoint> {
  auth: AuthMode;
  /** bytes; JSON bodies default to 1 MB */
  bodyLimit?: number;
  /** @fastify/rate-limit options for this route */
  rateLimit?: { max: number; timeWindow: number | string };
  handler: (args: HandlerArgs<E>) => Promise<DataOf<E>>;
}

/** Same as a route, but the handler writes the reply itself (streams); the answer is not enveloped. */
export interface RawRouteOptions<E extends Endpoint> extends Omit<RouteOptions<E>, 'handler'> {
  handler: (args: HandlerArgs<E>) => Promise<void>;
}

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The caller of each request once its route resolved it (the error handler names the user). */
const callers = new WeakMap<FastifyRequest, Caller>();
/** The signed-in user's id of a request, once its route looked the caller up. */
export const callerUserIdOf = (request: FastifyRequest): string | null =>
  callers.get(request)?.user?.id ?? null;

export function createRouter(
  app: FastifyInstance,
  auth: SessionResolver,
  /** LIMIT_IPV6_PREFIX */
  ipv6Prefix = 64,
) {
  async function callerOf(request: FastifyRequest, mode: AuthMode): Promise<Caller> {
    const caller: Caller = {
      user: null,
      ip: request.ip,
      address: addressBucket(request.ip, ipv6Prefix),
      userAgent: request.headers['user-agent'] ?? null,
    };
    if (mode === 'public') return caller;
    const token = bearerToken(request.headers.authorization);
    caller.user = token ? await auth.resolve(token) : null;
    if (mode === 'optional') return caller;
    if (!caller.user) throw new AppError('errors.invalidToken');
    if (mode === 'superuser' && caller.user.role !== 'superuser') {
      throw new AppError('errors.forbidden');
    }
    return caller;
  }

  function register<E extends Endpoint>(
    ep: E,
    opts: RouteOptions<E> | RawRouteOptions<E>,
    raw: boolean,
  ): void {
    const successCode = ep.successCode ?? 200;
    app.route({
      method: ep.method,
      url: toFastifyPath(ep.path),
      ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
      // Superuser calls check the caller before the input: a visitor or a normal user learns nothing
      // of an admin call's schema (10401 / 10403 whatever they send).
      ...(opts.auth === 'superuser'
        ? {
            preValidation: async (request: FastifyRequest) => {
              callers.set(request, await callerOf(request, opts.auth));
            },
          }
        : {}),
      config: {
        auth: opts.auth,
        ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
      },
      schema: {
        ...(ep.body ? { body: ep.body } : {}),
        ...(ep.query ? { querystring: ep.query } : {}),
        ...(ep.params ? { params: ep.params } : {}),
        ...(raw ? {} : { response: { [successCode]: envelope(ep.data) } }),
      },
      handler: async (request, reply) => {
        const caller = callers.get(request) ?? (await callerOf(request, opts.auth));
        callers.set(request, caller);
        const args = {
          body: request.body,
          query: request.query,
          params: request.params,
          caller,
          request,
          reply,
        } as HandlerArgs<E>;
        if (raw) {
          await (opts as RawRouteOptions<E>).handler(args);
          return reply;
        }
        const data = await (opts as RouteOptions<E>).handler(args);
        reply.code(successCode);
        return { code: successCode, msg: 'ok', data: data ?? null };
      },
    });
  }

  return {
    route<E extends Endpoint>(ep: E, opts: RouteOptions<E>): void {
      register(ep, opts, false);
    },
    rawRoute<E extends Endpoint>(ep: E, opts: RawRouteOptions<E>): void {
      register(ep, opts, true);
    },
  };
}

export type Router = ReturnType<typeof createRouter>;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

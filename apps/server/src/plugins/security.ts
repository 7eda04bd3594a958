import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { addressBucket } from '../lib/client-address.ts';

/** The origin of an absolute URL, or null when the setting is empty or not a URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The policy for the React app this server hosts: its own scripts only, inline styles because antd's
 * css-in-js writes <style> tags, images also from the object store, requests also to the store that
 * browsers upload to, and never inside a frame. API JSON carries it too: it costs nothing and a JSON
 * answer opened as a page can then run nothing.
 */
export function contentSecurityPolicy(
  config: Config,
  /** where browsers send presigned uploads (Storage.uploadOrigin); null: to this server */
  uploadOrigin: string | null = null,
): Record<string, string[]> {
  const imageOrigins = [originOf(config.S3_PUBLIC_URL)].filter((o): o is string => o !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    // The app sets no <base>: an injected one could redirect every relative script URL.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  // Only behind https: on a plain-http install it would send the browser to a port that is not there.
  if (config.PUBLIC_URL?.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The headers helmet sets for these options. They are the same for every answer (no nonces), so they
 * are worked out once here, not by running helmet's middleware on each request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  // helmet's middleware is synchronous and touches nothing of the request but passes it along.
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/** Paths answered with JSON only: the API, but not its documentation pages under /api/docs. */
const isApiAnswer = (url: string): boolean =>
  (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) &&
  !(url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?'));

/**
 * Browser features no page of this site uses, refused on every answer, so that injected script or a
 * framed page cannot ask for them either. The site needs no camera, microphone (the chat has no voice
 * input), location, payment, sensors, USB, serial, MIDI or screen capture; fullscreen stays for itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The web app's hashed bundles (scripts and stylesheets under /assets/, and the catalogue error when
 * one is missing). They are not documents: a page's CSP, permissions, opener and agent-cluster
 * policies, DNS-prefetch and download options do nothing on them (no worker is loaded from there,
 * the one kind of script whose own answer's CSP counts). They get the API set, whose CSP allows
 * nothing, with nosniff, the referrer policy (which governs what a stylesheet fetches) and the
 * resource policy: ~600 bytes less per file, and a first visit fetches 14-40 of them.
 */
const isBundle = (url: string): boolean => url.startsWith('/assets/');

/**
 * Answers that hold one person's data must not be kept by the browser or a shared proxy: every
 * /api/user/ answer, and any API answer to a request that sent a bearer token (ASVS 5.0 V14.3.2).
 */
const isPrivateAnswer = (url: string, authorization: string | undefined): boolean =>
  isApiAnswer(url) && (authorization !== undefined || url.startsWith('/api/user/'));

/**
 * What JSON answers carry, after OWASP's REST guidance: a CSP that allows nothing at all (a JSON
 * answer opened as a page can load and run nothing, and no page may frame it), nosniff, the frame,
 * referrer and resource policies, and HSTS when the site is https. The page-only headers (the app's
 * own CSP, opener policy, agent cluster, DNS prefetch, download options) mean nothing to a fetch,
 * and every byte of header is parsed again by every client on every call.
 */
export function apiSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of [
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ]) {
    if (page[name] !== undefined) headers[name] = page[name];
  }
  return headers;
}

/**
 * Security headers on every answer (pages with the app's CSP, API JSON and its errors with the
 * stricter API set, the web app's bundles with that set less the permissions policy), CORS for the
 * configured origins
 * only, and the rate-limit plugin. Rate limits are opt-in per route (`router.route(..., { rateLimit })`,
 * which lands in the route's `config.rateLimit`); so this must be registered before any route.
 */
export async function registerSecurity(
  app: FastifyInstance,
  ctx: AppContext,
  storage: { uploadOrigin(): Promise<string | null> },
): Promise<void> {
  const { config } = ctx;
  const uploadOrigin = await storage.uploadOrigin();
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;

  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, uploadOrigin),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http is ignored by browsers and would only confuse a later https set-up.
    // One year, subdomains included (ASVS 3.4.1); HSTS_INCLUDE_SUBDOMAINS=false for a domain whose
    // subdomains still serve plain http.
    strictTransportSecurity: https
      ? { maxAge: 31536000, includeSubDomains: config.HSTS_INCLUDE_SUBDOMAINS }
      : false,
    // Uploaded images may be shown by other sites' pages (shared links); the default same-origin
    // would block that.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const bundleHeaders = apiSecurityHeaders(headers);
  const apiHeaders = { ...bundleHeaders, 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiAnswer(url) ? apiHeaders : isBundle(url) ? bundleHeaders : headers);
    // Set here so that streams which take over the reply inherit it, and again below over any
    // caching a handler asked for.
    if (isPrivateAnswer(request.url, request.headers.authorization)) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAnswer(request.url, request.headers.authorization)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  }

  // the server's one Redis connection (app.ts), when there is one; the app closes it
  const { redis } = ctx;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rs:rl:' } : {}),
    // A broken limiter store must not take the whole API down with it.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('errors.tooManyRequests'),
    // an IPv6 client counts by its network, as every other per-address limit (client-address.ts)
    keyGenerator: (request) => addressBucket(request.ip, ctx.config.LIMIT_IPV6_PREFIX),
  });
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than the work costs. */
const MIN_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (q=0 refuses it; `*` takes anything). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/accept-encoding/i.test(current)) {
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * Gzips JSON answers of 1 kB and more for clients that accept it (a robot square page is 11 kB of
 * JSON, about 2 kB gzipped: it matters on a phone). Only whole answers (strings and buffers) are
 * touched: streams (SSE chat, AI writing, files) go out as they are, so nothing is held back. The
 * work runs on libuv's thread pool, not the event loop. An answer sent again as the very same
 * buffer (the visitor page cache) is compressed once.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  const compressed = new WeakMap<Buffer, Buffer>();
  const send = (reply: FastifyReply, body: Buffer): Buffer => {
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return body;
  };
  // A callback hook: answers that stay as they are (or whose gzip is cached) cost no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return done(null, payload);
    }
    if (reply.getHeader('content-encoding')) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_BYTES) return done(null, payload);
    addVary(reply);
    if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
    const cached = Buffer.isBuffer(payload) ? compressed.get(payload) : undefined;
    if (cached) return done(null, send(reply, cached));
    gzip(payload).then((body) => {
      if (Buffer.isBuffer(payload)) compressed.set(payload, body);
      done(null, send(reply, body));
    }, done);
  });
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { sendError } from './error-handler.ts';

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Vite puts content-hashed bundles under /assets/: their name changes with their content. */
function cacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  filePath: string,
  root: string,
): void {
  // A precompressed copy (`app.js.br`) is cached as the file it stands for.
  const rel = path
    .relative(root, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  // Text files may have been answered from a precompressed copy: caches must key on the encoding.
  if (/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/.test(filePath)) {
    res.setHeader('Vary', 'Accept-Encoding');
  }
  if (rel.startsWith('assets/')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (rel === 'index.html') {
    res.setHeader('Cache-Control', 'no-cache');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running, but there is no built web app to serve. Run <code>npm run build</code> in the
repository (or <code>npm start</code>, which builds it first), then restart the server.</p>
<p>网页应用尚未构建：请在仓库中运行 <code>npm run build</code>（或 <code>npm start</code>），然后重启服务器。</p>
</body></html>
`;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page: index.html carries one, the app
 * shell's boot script (apps/web/build/app-shell-boot.ts), which must run before the first paint.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '') || !match[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The page's policy with these script sources added to `script-src`. */
export function allowScripts(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)(script-src[^;]*)/,
    (_, lead: string, directive: string) => `${lead}${directive} ${sources.join(' ')}`,
  );
}

/**
 * Where a request for an old domain should go: the same path on PUBLIC_URL, or null to serve it here.
 * The path is appended to the origin as text (never resolved as a URL) so `//evil.example` stays a path.
 * A request target that is not a path (`@evil.example`, an absolute form) would make the text name
 * another host (`https://site@evil.example`), so it goes to the site's root instead.
 */
export function oldDomainTarget(config: Config, request: FastifyRequest): string | null {
  if (!config.PUBLIC_URL || config.OLD_DOMAINS.length === 0) return null;
  let publicUrl: URL;
  try {
    publicUrl = new URL(config.PUBLIC_URL);
  } catch {
    return null;
  }
  const host = request.host.toLowerCase();
  const hostname = request.hostname.toLowerCase();
  const old = config.OLD_DOMAINS.map((d) => d.toLowerCase());
  if (!old.includes(host) && !old.includes(hostname)) return null;
  if (publicUrl.host.toLowerCase() === host) return null; // misconfigured: would loop
  const base = `${publicUrl.origin}${publicUrl.pathname.replace(/\/+$/, '')}`;
  return base + (request.url.startsWith('/') ? request.url : '/');
}

/**
 * Serves the built React app from `config.webDistDir` and owns the not-found answer: unknown /api paths
 * get the catalogue 10404 (never HTML), every other GET that is not a file gets index.html so the
 * client router takes over. Registered after the API routes.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const root = config.webDistDir;
  const built = fs.existsSync(path.join(root, 'index.html'));
  // Re-read only when the file changes (a rebuild while the server runs): one stat per page.
  const indexFile = path.join(root, 'index.html');
  let scripts = { mtimeMs: -1, hashes: [] as string[] };
  const scriptHashes = (): string[] => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== scripts.mtimeMs) {
        scripts = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) };
      }
    } catch {
      scripts = { mtimeMs: -1, hashes: [] };
    }
    return scripts.hashes;
  };

  // Only where old domains are configured: every other install skips a hook on each request.
  if (config.PUBLIC_URL && config.OLD_DOMAINS.length > 0)
    app.addHook('onRequest', async (request, reply) => {
      const target = oldDomainTarget(config, request);
      if (!target) return;
      // 301 is what browsers and search engines expect; 308 keeps the method and body of API calls.
      const keepsMethod = request.method !== 'GET' && request.method !== 'HEAD';
      return reply.redirect(target, keepsMethod ? 308 : 301);
    });

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz copies of its text files (apps/web/build/precompress.ts): sent
      // to browsers that accept them, compressed once at the best ratio instead of per request.
      preCompressed: true,
      // Directories (a trailing slash, `/` itself) are never listed: they fall through to the page,
      // and so does /index.html, which needs the page's headers below.
      allowedPath: (pathname) =>
        !isApiPath(pathname) && !pathname.endsWith('/') && pathname !== '/index.html',
      setHeaders: (res, filePath) => cacheHeaders(res, filePath, root),
    });
  } else {
    app.log.warn({ webDistDir: root }, 'web app not built: run `npm run build`');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed bundle must not come back as HTML: the browser would run the page as script.
    if (isApiPath(url) || !isPage || url.startsWith('/assets/')) {
      return sendError(reply, 'errors.pageNotFound');
    }
    if (!built) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/html')
        .send(NOT_BUILT_PAGE);
    }
    reply.code(200).header('Cache-Control', 'no-cache');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', allowScripts(policy, scriptHashes()));
    }
    return reply.sendFile('index.html', { cacheControl: false });
  });
}

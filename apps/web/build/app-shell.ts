import fs from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { shellMarkup, type ShellTexts } from './app-shell-markup.ts';
import { bootScript, cardTexts, type RoutePreloads } from './app-shell-boot.ts';
import { shellStyle } from './app-shell-style.ts';

export type { ShellTexts } from './app-shell-markup.ts';

type Json = Record<string, unknown>;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const pick = (obj: Json, key: string): string => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Json | undefined)?.[k], obj);
  if (typeof value !== 'string') throw new Error(`app shell: missing text ${key}`);
  return value;
};

/**
 * The shell's texts in both languages, from the app's own locale files, so the shell says exactly
 * what the page will say. `siteNames` are the build-time branding (VITE_SITE_NAME_ZH / _EN), if set.
 */
export function loadShellTexts(
  localesDir: string,
  siteNames: Partial<Record<'zh-CN' | 'en-US', string | undefined>> = {},
): Record<'zh-CN' | 'en-US', ShellTexts> {
  const load = (language: 'zh-CN' | 'en-US'): ShellTexts => {
    const file = (ns: string) => readJson(path.join(localesDir, language, `${ns}.json`));
    const [common, home, robots, directories, xky, contact, auth] = [
      'common',
      'home',
      'robots',
      'directories',
      'xky',
      'contact',
      'auth',
    ].map(file) as [Json, Json, Json, Json, Json, Json, Json];
    const siteName = siteNames[language]?.trim() || pick(common, 'siteName');
    return {
      siteName,
      heroEyebrow: pick(home, 'hero.eyebrow'),
      heroTitle: pick(home, 'hero.title'),
      heroSubtitle: pick(home, 'hero.subtitle').replaceAll('{{siteName}}', siteName),
      squareTitle: pick(robots, 'square.title'),
      squareSubtitle: pick(robots, 'square.subtitle'),
      aiToolTitle: pick(directories, 'aitool.title'),
      aiToolSubtitle: pick(directories, 'aitool.subtitle'),
      aiToolFeatured: pick(directories, 'aitool.featured'),
      articleTitle: pick(directories, 'article.title'),
      articleSubtitle: pick(directories, 'article.subtitle'),
      xkyEyebrow: pick(xky, 'showcase.eyebrow'),
      xkyTitle: pick(xky, 'showcase.title'),
      xkyDescription: pick(xky, 'showcase.description'),
      contactTitle: pick(contact, 'page.title'),
      contactSubtitle: pick(contact, 'page.subtitle'),
      loginBack: pick(auth, 'page.backHome'),
      loginTitle: pick(auth, 'page.title').replaceAll('{{siteName}}', siteName),
      loginSubtitle: pick(auth, 'page.subtitle'),
      cardBy: pick(directories, 'card.by'),
      cardNoSummary: pick(directories, 'card.noSummary'),
      itemOwner: pick(directories, 'detail.owner'),
      itemUnknownOwner: pick(directories, 'detail.unknownOwner'),
      itemUpdated: pick(directories, 'detail.updated'),
    };
  };
  return { 'zh-CN': load('zh-CN'), 'en-US': load('en-US') };
}

/**
 * Where each shell page's code lives: these chunks (and what they import) are fetched at once. The
 * shell's pages use no antd (decision 034); what they open on a click brings antd's scope
 * (lib/antd/lazy-with-antd.tsx).
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  home: ['src/features/home/home-page.tsx'],
  square: ['src/features/robots/browse/robot-list-page.tsx'],
  aitool: ['src/features/directories/browse/directory-list-page.tsx'],
  chat: ['src/features/chat/chat-page.tsx'],
  detail: ['src/features/robots/browse/robot-detail-page.tsx'],
  // an AI tool's, article's or application's page
  item: ['src/features/directories/browse/directory-detail-page.tsx'],
  // the industry applications (the store system's opening), the contact page and the sign-in page
  // (their titles)
  xky: ['src/features/xky/xky-page.tsx'],
  contact: ['src/features/contact/contact-page.tsx'],
  login: ['src/features/auth/login-page.tsx'],
  // the articles' list (its first row of cards)
  articles: ['src/features/directories/browse/directory-list-page.tsx'],
  // not a route: the toasts' host (antd), which the app fetches without running after start-up
  // (app/providers.tsx, decision 034)
  feedback: ['src/app/feedback-host.tsx'],
};

/**
 * The namespaces beyond the core ones each shell page loads beside its code (its `withTexts` in the
 * feature's index.ts, decision 037): their chunks in the visitor's language are preloaded with the
 * page's. namespaces.test.ts holds the two together.
 */
export const ROUTE_NAMESPACES: Record<string, readonly string[]> = {
  square: ['robots'],
  aitool: ['directories'],
  chat: ['chat'],
  detail: ['robots', 'share'],
  item: ['directories', 'share'],
  xky: ['xky'],
  contact: ['contact'],
  articles: ['directories'],
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A chunk's file, the chunks it imports statically (all the way down) and their CSS. */
function closure(bundle: Bundle, fileName: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name] as ChunkLike | undefined;
    if (!chunk || chunk.type !== 'chunk' || js.includes(name)) return;
    js.push(name);
    for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return { js, css: [...css] };
}

const chunkOf = (bundle: Bundle, root: string, module: string): ChunkLike | undefined =>
  Object.values(bundle).find(
    (c): c is Bundle[string] & ChunkLike =>
      c.type === 'chunk' && c.facadeModuleId === path.join(root, module),
  );

/**
 * What the first route needs beyond the entry's own imports: the app the entry loads with
 * `import()` (preloaded in the page for every route, under `*`), the core texts of each language
 * (under `locale-<language>`: the boot script preloads the visitor's only), per shell route its
 * page's chunks, and per shell route and language its page's other texts (under
 * `<route>:<language>`, ROUTE_NAMESPACES).
 */
export function firstRouteChunks(
  bundle: Bundle,
  root: string,
): { app: { js: string[]; css: string[] }; routes: RoutePreloads } {
  const entry = Object.values(bundle).find(
    (c): c is Bundle[string] & ChunkLike => c.type === 'chunk' && (c as ChunkLike).isEntry,
  );
  const eager = entry ? closure(bundle, entry.fileName) : { js: [], css: [] };
  const app = { js: [] as string[], css: [] as string[] };
  const routes: RoutePreloads = {};
  /** language -> namespace -> files, of the namespaces outside the core chunk */
  const texts = new Map<string, Map<string, string[]>>();
  const dynamics = new Set(eager.js.flatMap((f) => (bundle[f] as ChunkLike).dynamicImports));
  for (const dynamic of dynamics) {
    const c = closure(bundle, dynamic);
    const js = c.js.filter((f) => !eager.js.includes(f));
    const css = c.css.filter((f) => !eager.css.includes(f));
    const name = (bundle[dynamic] as ChunkLike | undefined)?.name ?? '';
    const locale = /^locale-([a-z]{2}-[A-Z]{2})(?:-(.+))?$/.exec(name);
    if (locale) {
      const files = [...js, ...css].map((f) => `/${f}`);
      const language = locale[1]!;
      const namespace = locale[2];
      if (namespace === undefined) routes[`locale-${language}`] = files;
      else texts.set(language, (texts.get(language) ?? new Map()).set(namespace, files));
      continue;
    }
    app.js.push(...js.filter((f) => !app.js.includes(f)));
    app.css.push(...css.filter((f) => !app.css.includes(f)));
  }
  const known = new Set([...eager.js, ...app.js, ...eager.css, ...app.css]);
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunkOf(bundle, root, module);
      if (!chunk) continue;
      const c = closure(bundle, chunk.fileName);
      for (const f of [...c.js, ...c.css]) if (!known.has(f)) files.add(f);
    }
    if (files.size > 0) routes[route] = [...files].map((f) => `/${f}`);
  }
  for (const [route, namespaces] of Object.entries(ROUTE_NAMESPACES)) {
    for (const [language, files] of texts) {
      const wanted = namespaces.flatMap((ns) => files.get(ns) ?? []);
      if (wanted.length > 0) routes[`${route}:${language}`] = wanted;
    }
  }
  return { app, routes };
}

/**
 * Writes the app shell into index.html (decision 016): a header and the opening of `/`,
 * `/robot-list`, `/ai-tool-list` and `/article-list` in both languages and themes, painted from the HTML alone while
 * the app's JavaScript loads (and the chat's, a robot's and a directory item's page, drawn from their
 * early reads), and the `modulepreload`s the first route needs.
 */
export function appShell(): Plugin {
  let root = process.cwd();
  let env: Record<string, string> = {};
  return {
    name: 'rs-app-shell',
    configResolved(config) {
      root = config.root;
      env = config.env as Record<string, string>;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const texts = loadShellTexts(path.join(root, 'src/locales'), {
          'zh-CN': env.VITE_SITE_NAME_ZH,
          'en-US': env.VITE_SITE_NAME_EN,
        });
        const chunks = ctx.bundle
          ? firstRouteChunks(ctx.bundle, root)
          : { app: { js: [], css: [] }, routes: {} };
        const preloads = {
          '*': [...chunks.app.js, ...chunks.app.css].map((f) => `/${f}`),
          ...chunks.routes,
        };
        return html
          .replace(
            '</head>',
            `  <style id="rs-shell-style">${shellStyle()}</style>\n    <script>${bootScript(preloads, cardTexts(texts))}</script>\n  </head>`,
          )
          .replace('<div id="root"></div>', `<div id="root"></div>${shellMarkup(texts)}`);
      },
    },
  };
}

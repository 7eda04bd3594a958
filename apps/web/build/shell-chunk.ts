import path from 'node:path';
import { build, type Plugin } from 'vite';

/** The part of a built chunk this file reads (Rolldown's output chunk). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name?: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
  moduleIds: string[];
}
type BuiltFile = BuiltChunk | { type: 'asset' };

/** `roots` and every chunk they import statically, all the way down (file names). */
function chunkClosure(bundle: Record<string, BuiltFile>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop()!;
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') continue;
    seen.add(name);
    stack.push(...chunk.imports);
  }
  return seen;
}

export interface FirstLoadModules {
  /** the modules the entry runs before it loads the app: the source ones, not libraries */
  entry: Set<string>;
  /** the modules the app shell runs before it can draw a page, beyond the entry's */
  shell: Set<string>;
  /**
   * the libraries (antd's core and common components) that at least SHARED_BY of the pages the
   * shell loads lazily use beyond the shell (with antd's scope counted as a page)
   */
  pageLibs: Set<string>;
  /**
   * the libraries the home page (no antd) uses beyond the shell: icon drawings, mostly, in one
   * chunk rather than one small chunk (and one request) each
   */
  plainLibs: Set<string>;
  /**
   * the icon drawings that two or more of the other pages without antd (the lists and the chat,
   * decision 034) use beyond the home page's: one more chunk, which the first load of `/` does not
   * fetch
   */
  plainPageLibs: Set<string>;
}

/** An icon's drawing (`@ant-design/icons-svg`): a few hundred bytes, used by many pages. */
const ICON_DRAWING = /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;

/** The page of the first load of `/`: what it uses of libraries goes in a chunk of its own. */
const HOME_PAGE = 'home-page';

/** The share of the lazy pages that must use a library for it to go into the pages' one chunk. */
export const SHARED_BY = 0.3;

/**
 * From a build split automatically: the modules (after tree-shaking) of the chunks the entry
 * imports statically, and of those the app module's chunk imports beyond them.
 */
export function firstLoadModules(
  bundle: Record<string, BuiltFile>,
  appModuleId: string,
): FirstLoadModules {
  const chunks = Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const app = chunks.find((c) => c.facadeModuleId === appModuleId);
  if (!entry || !app) throw new Error(`shell chunk: no entry chunk or no chunk for ${appModuleId}`);
  const eager = chunkClosure(bundle, [entry.fileName]);
  const modulesOf = (files: Iterable<string>) =>
    [...files].flatMap((f) => (bundle[f] as BuiltChunk).moduleIds);
  const shellFiles = [...chunkClosure(bundle, [app.fileName])].filter((f) => !eager.has(f));
  const loaded = new Set([...eager, ...shellFiles]);
  // Decision 033: antd left the shell, and automatic splitting cut what each page uses of it into
  // ~50 chunks a page, one per set of lazy modules that share a module. The libraries that many
  // of the shell's lazy pages use (antd's core and common components) go into one chunk instead;
  // what fewer use stays split. Measured: a page fetches 2-12 KB it does not use, in 24-37 files
  // instead of 49-54.
  const pages = new Set(
    [...loaded]
      .flatMap((f) => (bundle[f] as BuiltChunk).dynamicImports ?? [])
      .filter((f) => /(-page|^antd-scope)$/.test((bundle[f] as BuiltChunk).name ?? '')),
  );
  const pagesOf = new Map<string, number>();
  // What a page without antd (the home page) uses stays out: it must not fetch antd for an icon.
  const plain = new Set<string>();
  // per library, how many of the other pages without antd use it
  const plainPagesOf = new Map<string, number>();
  for (const page of pages) {
    const files = [...chunkClosure(bundle, [page])].filter((f) => !loaded.has(f));
    const libs = modulesOf(files).filter((id) => id.includes('node_modules'));
    if (!libs.some((id) => /node_modules[\\/]antd[\\/]/.test(id))) {
      if ((bundle[page] as BuiltChunk).name === HOME_PAGE) libs.forEach((id) => plain.add(id));
      else for (const id of libs) plainPagesOf.set(id, (plainPagesOf.get(id) ?? 0) + 1);
    }
    for (const id of libs) pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1);
  }
  // the icon drawings two or more of them share, one small module each; other libraries (the
  // chat's virtual list, which the chat and the assistant share) stay with their pages
  const plainPages = new Set(
    [...plainPagesOf]
      .filter(([id, count]) => count >= 2 && !plain.has(id) && ICON_DRAWING.test(id))
      .map(([id]) => id),
  );
  const pageLibs = new Set(
    [...pagesOf]
      .filter(
        ([id, count]) => count >= SHARED_BY * pages.size && !plain.has(id) && !plainPages.has(id),
      )
      .map(([id]) => id),
  );
  return {
    entry: new Set(modulesOf(eager).filter((id) => !id.includes('node_modules'))),
    shell: new Set(modulesOf(shellFiles)),
    pageLibs,
    plainLibs: plain,
    plainPageLibs: plainPages,
  };
}

const SCANNING = 'RS_SHELL_CHUNK_SCAN';

/**
 * Gives vite.config.ts the modules of the first load (decision 030), for its `index` and `app`
 * chunk groups: before the real build, a build that is not written (no groups, no minifying) splits
 * the app automatically and tells which modules, after tree-shaking, every first visit runs. The
 * real build then puts them in two files instead of the ~80 small chunks automatic splitting cuts
 * them into (each a request, a `modulepreload` and a module record at start-up); whatever a lazy
 * page imports beyond them keeps its automatic chunks. The module graph alone cannot tell this:
 * it reaches every antd component through antd's index, used or not.
 */
export function shellChunk(into: FirstLoadModules, appModule: string): Plugin {
  let configFile: string | undefined;
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'rs-shell-chunk',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
      mode = config.mode;
    },
    async buildStart() {
      if (process.env[SCANNING]) return;
      into.entry.clear();
      into.shell.clear();
      into.pageLibs.clear();
      into.plainLibs.clear();
      into.plainPageLibs.clear();
      const appModuleId = path.join(root, appModule);
      let found: FirstLoadModules | undefined;
      process.env[SCANNING] = '1';
      try {
        await build({
          configFile,
          root,
          mode,
          logLevel: 'error',
          build: { write: false, minify: false, reportCompressedSize: false },
          plugins: [
            {
              name: 'rs-shell-chunk-scan',
              generateBundle(_options, bundle) {
                found = firstLoadModules(
                  bundle as unknown as Record<string, BuiltFile>,
                  appModuleId,
                );
              },
            },
          ],
        });
      } finally {
        delete process.env[SCANNING];
      }
      if (!found || found.shell.size === 0) this.error('shell chunk: the scan found no app shell');
      for (const id of found.entry) into.entry.add(id);
      for (const id of found.shell) into.shell.add(id);
      for (const id of found.pageLibs) into.pageLibs.add(id);
      for (const id of found.plainLibs) into.plainLibs.add(id);
      for (const id of found.plainPageLibs) into.plainPageLibs.add(id);
    },
  };
}

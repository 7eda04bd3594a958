/** One entry of Vite's build manifest (`build.manifest: true`, `dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  /** the chunk's name: a page's file name, or a group's name from vite.config.ts */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The output files (JS and CSS) that loading `modules` fetches: each module's chunk, every chunk it
 * imports statically (transitively; dynamic imports are left out: they load on demand), and the CSS of
 * all of them. A module is a manifest key (a source path such as `src/app/app.tsx`), or the name of a
 * chunk that has no source key (a group of vite.config.ts, e.g. `locale-en-US`). Throws for one the
 * manifest does not know, so a renamed page cannot pass unchecked.
 */
export function firstLoadFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, from?: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`not in the build manifest: ${key}${from ? ` (imported by ${from})` : ''}`);
    }
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const m of modules) {
    const named = Object.keys(manifest).find((k) => !manifest[k]!.src && manifest[k]!.name === m);
    visit(manifest[m] ? m : (named ?? m));
  }
  return [...files];
}

export interface BudgetResult {
  route: string;
  /** gzip bytes of the route's first load */
  bytes: number;
  budgetKb: number;
  ok: boolean;
  files: string[];
}

/** Each route's first-load size (the shell plus its page) against its budget; `sizeOf` answers gzip bytes. */
export function checkBudgets(
  manifest: Manifest,
  shell: string[],
  budgets: { route: string; modules: string[]; kb: number }[],
  sizeOf: (file: string) => number,
): BudgetResult[] {
  return budgets.map(({ route, modules, kb }) => {
    const files = firstLoadFiles(manifest, [...shell, ...modules]);
    const bytes = files.reduce((sum, f) => sum + sizeOf(f), 0);
    return { route, bytes, budgetKb: kb, ok: bytes <= kb * 1024, files };
  });
}

/** One line per route, for the build log. */
export const formatResults = (results: BudgetResult[]): string =>
  results
    .map(
      (r) =>
        `${r.ok ? 'ok  ' : 'OVER'} ${r.route.padEnd(16)} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB gzip` +
        ` (budget ${r.budgetKb} KB, ${r.files.length} files)`,
    )
    .join('\n');

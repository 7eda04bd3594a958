import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../..');

/**
 * antd and its runtime pieces. `@ant-design/icons-svg` (the drawings alone, drawn by
 * components/plain/icon.tsx) is fine.
 */
const ANTD = /^(antd|@ant-design\/(icons|cssinjs)|@rc-component\/[^/]+|rc-[^/]+)(\/|$)/;

/** What a file loads with it: static imports and re-exports, not `import type` nor `import()`. */
const staticImports = (code: string): string[] => {
  const found: string[] = [];
  const withBindings = /^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, specifier] of code.matchAll(withBindings)) {
    if (!typeOnly) found.push(specifier!);
  }
  for (const [, specifier] of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    found.push(specifier!);
  }
  return found;
};

const resolveLocal = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null; // a stylesheet, JSON or asset
};

/**
 * Every package a module brings into the first load through static imports, with the chain of files
 * that leads to it: what a visit downloads before any lazy part (`import()`) is asked for.
 */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(srcDir, file)];
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) visit(next, here);
      } else if (!reached.has(specifier)) {
        reached.set(specifier, here);
      }
    }
  };
  visit(path.join(srcDir, entry), []);
  return reached;
}

const antdIn = (entry: string) =>
  [...packagesReached(entry)]
    .filter(([specifier]) => ANTD.test(specifier))
    .map(([specifier, chain]) => `${specifier} <- ${chain.join(' <- ')}`);

describe('the first load of / without antd (decision 033)', () => {
  it('finds antd where it is imported (the check itself works)', () => {
    expect(antdIn('components/link-button.tsx')).toEqual(['antd <- components/link-button.tsx']);
  });

  it.each([
    // the whole first load of `/`: the app (providers, router, layout with header and footer)...
    'app/app.tsx',
    // ...and the page, which the router loads with `import()`
    'features/home/home-page.tsx',
    'app/layout/app-footer.tsx',
    'app/layout/announcement-banner.tsx',
    'components/page-loader.tsx',
    'components/status-page.tsx',
    'features/errors/route-error-page.tsx',
    'features/robots/index.ts',
  ])('%s imports no antd, directly or through other modules', (entry) => {
    expect(antdIn(entry)).toEqual([]);
  });
});

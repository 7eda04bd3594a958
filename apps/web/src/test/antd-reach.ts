import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's source folder: entries are named relative to it. */
export const srcDir = path.resolve(import.meta.dirname, '..');

/**
 * antd and its runtime pieces. `@ant-design/icons-svg` (the drawings alone, drawn by
 * components/plain/icon.tsx) is fine.
 */
export const ANTD = /^(antd|@ant-design\/(icons|cssinjs)|@rc-component\/[^/]+|rc-[^/]+)(\/|$)/;

/** What a file loads with it: static imports and re-exports, not `import type` nor `import()`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const withBindings = /^\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, specifier] of code.matchAll(withBindings)) {
    if (!typeOnly) found.push(specifier!);
  }
  for (const [, specifier] of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    found.push(specifier!);
  }
  return found;
}

const resolveLocal = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null; // a stylesheet, JSON or asset
};

/**
 * Every package a module brings into its load through static imports, with the chain of files
 * that leads to it: what is downloaded before any lazy part (`import()`) is asked for.
 */
export function packagesReached(entry: string): Map<string, string[]> {
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

/** The antd packages `entry` (relative to src) reaches, each as `package <- file <- … <- entry`. */
export const antdIn = (entry: string): string[] =>
  [...packagesReached(entry)]
    .filter(([specifier]) => ANTD.test(specifier))
    .map(([specifier, chain]) => `${specifier} <- ${chain.join(' <- ')}`);

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { routeBudgets, shellModules } from './budgets.ts';
import { checkBudgets, formatResults, type Manifest } from './first-load.ts';

/**
 * After the build is written, measures each route's first load (gzip, level 9 as the precompressed
 * copies) from Vite's manifest and fails the build when one passes its budget (build/budgets.ts).
 * Needs `build.manifest: true`.
 */
export function firstLoadBudget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'robot:first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      const sizeOf = (file: string) =>
        zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
      const results = checkBudgets(manifest, shellModules, routeBudgets, sizeOf);
      this.info(`first-load JS+CSS per route:\n${formatResults(results)}`);
      const over = results.filter((r) => !r.ok);
      if (over.length > 0) {
        this.error(
          `first-load budget passed (build/budgets.ts):\n${formatResults(over)}\n` +
            'Load the new code lazily, or raise the budget with a reason in the commit.',
        );
      }
    },
  };
}

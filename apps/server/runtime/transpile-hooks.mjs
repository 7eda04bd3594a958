/**
 * Module hooks (node:module `register`) that turn each `.ts` module into JavaScript once, when it is
 * loaded: esbuild strips the types, and nothing else changes. Why not tsx, which does the same: tsx
 * always asks esbuild to keep function names, which wraps every named function and closure in a
 * `__name(fn, "name")` call that redefines its `name`; V8 then turns each closure created at run time
 * into a slow-properties object with a 256-byte dictionary, and the call costs ~240 ns. A chat stream
 * creates ~25 such closures (docs/decisions/039, docs/performance/chat.md round 15). Nothing is
 * renamed here, so the names are kept anyway.
 *
 * Resolution is node's own: the sources import each other with their `.ts` extensions.
 *
 * esbuild's `transform` runs in a child process of its own (its service, ~19 MB resident), which it
 * keeps for the life of the server. It is only needed while modules load: once no module has loaded
 * for IDLE_STOP_MS it is stopped, and a later `import()` of a `.ts` module starts it again.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { stop, transform } from 'esbuild';

const TYPESCRIPT = /\.(?:ts|mts)$/;
const IDLE_STOP_MS = 1000;

/** transforms under way; the service is stopped only when none is */
let loading = 0;
let idle = null;
const stopWhenIdle = () => {
  if (loading > 0) return;
  idle = setTimeout(() => void stop(), IDLE_STOP_MS);
  // the hooks' thread must not be kept alive by it
  idle.unref();
};

export async function load(url, context, nextLoad) {
  const path = url.startsWith('file:') ? fileURLToPath(url) : null;
  if (!path || !TYPESCRIPT.test(path)) return nextLoad(url, context);
  // counted from before the read, so the service is not stopped while this module is read
  clearTimeout(idle);
  loading += 1;
  let code;
  try {
    const source = await readFile(path, 'utf8');
    ({ code } = await transform(source, {
      loader: 'ts',
      format: 'esm',
      target: `node${process.versions.node}`,
      sourcefile: path,
      sourcemap: 'inline',
      keepNames: false,
      // as tsconfig.base.json: an import without `type` is kept even when only types are used from it
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    }));
  } finally {
    loading -= 1;
    stopWhenIdle();
  }
  return { format: 'module', source: code, shortCircuit: true };
}

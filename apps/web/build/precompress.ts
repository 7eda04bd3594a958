import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) next to each text file of
 * the build that is big enough to gain from it, and only where the copy is smaller
 * (vite-plugin-compression2; decision 008). The server hands these to browsers that accept them
 * (`@fastify/static` with `preCompressed`), so bundles are compressed once, at the best ratio.
 */
export function precompress(): Plugin {
  return compression({
    include: COMPRESSIBLE,
    threshold: MIN_BYTES,
    skipIfLargerOrEqual: true,
    deleteOriginalAssets: false,
    logLevel: 'silent',
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });
}

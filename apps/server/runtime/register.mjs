/**
 * How the server runs its TypeScript in production: `node --import ./apps/server/runtime/register.mjs
 * apps/server/src/main.ts` (docs/decisions/039). Registers the module hooks of `transpile-hooks.mjs`
 * (they run on node's loader thread) and turns source maps on, so that stack traces name the `.ts`
 * files and lines.
 */
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./transpile-hooks.mjs', import.meta.url);

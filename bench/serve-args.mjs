/**
 * How production runs the server, for the benches that start it (or run its code in process): node's
 * arguments before the entry in the root `serve` script, i.e. its V8 flags (`--max-semi-space-size=2`)
 * and the TypeScript load hook (`--import ./apps/server/runtime/register.mjs`, decision 039). Read
 * from package.json, so a bench always measures the runtime production uses, not tsx's (which keeps
 * function names and makes every closure created at run time slower; docs/performance/chat.md, round 15).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serve = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve;

/** everything between `node` and the entry file */
export const SERVE_ARGS = serve.split(' ').slice(1, -1);
/** the V8 flags alone (for plain JavaScript beside the server, e.g. the thinnest proxy) */
export const SERVE_V8_FLAGS = SERVE_ARGS.filter((arg) => arg.startsWith('--') && arg.includes('='));
/** the TypeScript load hook alone (`--import <register>`), for TypeScript benches run in process */
export const TYPESCRIPT_HOOK = SERVE_ARGS.flatMap((arg, i) =>
  arg === '--import' ? [arg, SERVE_ARGS[i + 1]] : [],
);

/**
 * Writes src/client-routes.ts: every endpoint table of the contract (`*Api`, `*Apis`) with only each
 * endpoint's method, path and success code, for the web app (`@robot/contracts/client`), which must
 * not build the zod schemas at start-up. The endpoints stay the one source (decision 004); this file
 * is derived from them, and src/client-routes.test.ts fails when it is out of date.
 *
 *   npm run generate -w packages/contracts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import * as contract from '../src/index.ts';
import type { Endpoint } from '../src/endpoint.ts';

export const clientRoutesFile = fileURLToPath(new URL('../src/client-routes.ts', import.meta.url));

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' &&
  v !== null &&
  'method' in v &&
  'path' in v &&
  'data' in v &&
  typeof v.path === 'string';

/** An endpoint as its route, or a table of them as a table of routes. */
function routesOf(value: unknown): unknown {
  if (isEndpoint(value)) {
    const { method, path, successCode } = value;
    return successCode === undefined ? { method, path } : { method, path, successCode };
  }
  if (typeof value !== 'object' || value === null) throw new Error('not an endpoint table');
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, routesOf(v)]));
}

/** The source of src/client-routes.ts, formatted as the repository's prettier does. */
export async function renderClientRoutes(): Promise<string> {
  const tables = Object.entries(contract)
    .filter(([name]) => /Apis?$/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const body = tables
    .map(
      ([name, table]) =>
        `export const ${name}: RoutesOf<typeof contract.${name}> = ${JSON.stringify(routesOf(table))};`,
    )
    .join('\n\n');
  const source = [
    '// Generated from the endpoints of this package by `npm run generate -w packages/contracts`',
    '// (scripts/client-routes.ts); client-routes.test.ts fails when it is out of date. Do not edit.',
    "import type * as contract from './index.ts';",
    "import type { RoutesOf } from './endpoint.ts';",
    '',
    body,
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(clientRoutesFile);
  return prettier.format(source, { ...options, filepath: clientRoutesFile });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(clientRoutesFile, await renderClientRoutes());
}

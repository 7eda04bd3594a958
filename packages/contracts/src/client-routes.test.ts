import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientRoutesFile, renderClientRoutes } from '../scripts/client-routes.ts';
import * as client from './client.ts';
import * as contract from './index.ts';

const srcDir = path.dirname(clientRoutesFile);

/** The contract's own modules that `file` imports for their values (type-only imports are erased). */
function valueImports(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)';/gms),
  ].map((m) => m[1]!);
  return {
    local: specifiers.filter((s) => s.startsWith('.')).map((s) => path.resolve(srcDir, s)),
    packages: specifiers.filter((s) => !s.startsWith('.')),
  };
}

describe('@robot/contracts/client', () => {
  it('client-routes.ts is what the endpoints say (npm run generate -w packages/contracts)', async () => {
    expect(readFileSync(clientRoutesFile, 'utf8')).toBe(await renderClientRoutes());
  });

  it('loads no package at run time: zod stays out of the web app start-up', () => {
    const seen = new Set<string>();
    const queue = [path.join(srcDir, 'client.ts')];
    const packages = new Set<string>();
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const found = valueImports(file);
      found.packages.forEach((p) => packages.add(p));
      queue.push(...found.local);
    }
    expect([...packages]).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
  });

  it('routes carry the method, path and success code of each endpoint', () => {
    expect(client.robotApi.newOrUpdate).toEqual({
      method: 'POST',
      path: contract.robotApi.newOrUpdate.path,
      successCode: 201,
    });
    expect(client.directoryApis.article.search.path).toBe(contract.articleApi.search.path);
    expect(client.ErrorCode).toBe(contract.ErrorCode);
  });
});

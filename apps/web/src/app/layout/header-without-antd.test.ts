import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The headers are part of every page's first load, which must not load antd (decision 033): no
// module they import, directly or through others, may import antd or @ant-design/icons at run time.
// Type-only imports cost nothing, and dynamic `import()`s (lazy dialogs) load later, on demand.

const here = import.meta.dirname;
const entries = ['full-header.tsx', 'detail-header.tsx', 'assistant-header.tsx'].map((file) =>
  path.join(here, file),
);

/** Static imports and re-exports of a module's source, without the type-only ones. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, specifier] of source.matchAll(statement)) {
    if (!typeOnly && specifier) found.push(specifier);
  }
  return found;
}

const isAntd = (specifier: string) =>
  /^antd(\/|$)/.test(specifier) || /^@ant-design\/icons(\/|$)/.test(specifier);

/** Every module reached from `entries` by static imports, with the antd imports each makes. */
function antdImports(): Map<string, string[]> {
  const seen = new Set<string>();
  const offenders = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = staticImports(readFileSync(file, 'utf8'));
    const antd = imports.filter(isAntd);
    if (antd.length > 0) offenders.set(path.relative(here, file), antd);
    for (const specifier of imports) {
      if (!specifier.startsWith('.') || !/\.tsx?$/.test(specifier)) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (existsSync(target)) visit(target);
    }
  };
  entries.forEach(visit);
  expect(seen.size).toBeGreaterThan(entries.length);
  return offenders;
}

describe('the headers', () => {
  it('finds an antd import where there is one', () => {
    expect(staticImports("import { Button } from 'antd';\nimport './x.css';")).toEqual([
      'antd',
      './x.css',
    ]);
    expect(
      staticImports("import type { ThemeConfig } from 'antd';\nexport type { X } from './x.ts';"),
    ).toEqual([]);
    expect(
      staticImports("import {\n  SunOutlined,\n} from '@ant-design/icons';").filter(isAntd),
    ).toEqual(['@ant-design/icons']);
    expect(isAntd('@ant-design/icons-svg/es/asn/SunOutlined')).toBe(false);
  });

  it('import no antd, directly or through the modules they use', () => {
    expect(Object.fromEntries(antdImports())).toEqual({});
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, ROUTE_NAMESPACES } from '../../../build/app-shell.ts';
import { routeBudgets, shellModules } from '../../../build/budgets.ts';
import { srcDir } from '../../test/antd-reach.ts';
import {
  allNamespaces,
  declaredNamespaces,
  importStatements,
  lazyImports,
  namespacesOf,
  outsideReactNamespaces,
  prefixedNamespaces,
  relative,
  sourceFiles,
  staticReach,
  textsDeclarations,
} from '../../test/namespace-reach.ts';
import { coreNamespaces, isCoreNamespace } from './core-namespaces.ts';

// The app loads the core namespaces at boot and every other one on demand (decision 037). A text
// whose namespace nobody loaded would show as its key; these checks read the source for that.

const src = (file: string) => path.join(srcDir, file);
const files = sourceFiles();
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const nonCore = (namespaces: Iterable<string>) =>
  [...namespaces].filter((ns) => !isCoreNamespace(ns)).sort();

/**
 * Importers of each file: static ones, and the files that load it with `import()` (a helper loaded
 * later, as the contact form's rules, runs with the `t` its loader hands it).
 */
const importers = new Map<string, string[]>();
for (const file of files) {
  for (const { specifier } of importStatements(text.get(file)!)) {
    if (!specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  for (const target of lazyImports(file)) {
    importers.set(target, [...(importers.get(target) ?? []), file]);
  }
}

/**
 * The namespaces `useTranslation` makes sure of where a file's code runs: its own calls', or, for a
 * file without one (a helper handed `t`), what every file that imports it makes sure of.
 */
const ensuredFor = (file: string, via: string[] = []): Set<string> => {
  const own = declaredNamespaces(text.get(file) ?? '');
  if (own.size > 0) return own;
  const callers = (importers.get(file) ?? [])
    .filter((f) => !via.includes(f))
    .map((f) => ensuredFor(f, [...via, file]));
  if (callers.length === 0) return new Set();
  return new Set([...callers[0]!].filter((ns) => callers.every((c) => c.has(ns))));
};

const declarations = files.flatMap(textsDeclarations);
const declaredAt = (file: string, module: string) =>
  declarations.filter((d) => d.file === file && d.module === module).flatMap((d) => d.namespaces);

/** Where each lazy module is loaded from. */
const lazySites = files.flatMap((file) => lazyImports(file).map((module) => ({ file, module })));
/** What runs together: the app from main.tsx, and each lazy module with its static imports. */
const roots = [src('main.tsx'), ...new Set(lazySites.map((s) => s.module))];
const reachOf = new Map(roots.map((root) => [root, staticReach(root)]));

/** null: anything (no constraint), for the intersection of nothing and for an import cycle. */
type Loaded = Set<string> | null;
const intersect = (sets: Loaded[]): Loaded =>
  sets.reduce<Loaded>(
    (all, s) => (all === null ? s : s === null ? all : new Set([...all].filter((n) => s.has(n)))),
    null,
  );

/**
 * The namespaces sure to be loaded when a lazy module runs: what every place that loads it loads
 * with it.
 */
const loadedWithModule = (root: string, via: string[]): Loaded =>
  root === src('main.tsx')
    ? new Set()
    : intersect(
        lazySites
          .filter((s) => s.module === root)
          .map((s) => new Set([...declaredAt(s.file, root), ...(loadedWhere(s.file, via) ?? [])])),
      );

/** The namespaces beyond the core sure to be loaded wherever `file` runs. */
const loadedWhere = (file: string, via: string[] = []): Loaded =>
  intersect(
    roots
      .filter((root) => reachOf.get(root)!.has(file))
      .map((root) => (via.includes(root) ? null : loadedWithModule(root, [...via, root]))),
  );

describe('the check itself', () => {
  it('reads the namespaces a file asks for and names', () => {
    const code = [
      "const { t } = useTranslation(['user', 'robotForm']);",
      'useTranslation();',
      "t('chat:title'); t(`aiWrite:${k}`); t('no:such'); t('plain.key');",
    ].join('\n');
    expect([...declaredNamespaces(code)].sort()).toEqual(['common', 'robotForm', 'user']);
    expect([...prefixedNamespaces(code)].sort()).toEqual(['aiWrite', 'chat']);
    expect([
      ...outsideReactNamespaces("i18n.t('auth:x'); translateKey('errors.y'); translateKey(msg)"),
    ]).toEqual(['auth', 'errors']);
  });

  it("follows a feature's public surface only to what is imported from it", () => {
    const reach = [...staticReach(src('features/home/components/live-sections.tsx'))].map(relative);
    expect(reach).toContain('features/robots/components/robot-portrait.tsx');
    expect(reach).not.toContain('features/robots/components/visibility-badge.tsx');
    expect([...staticReach(src('features/user/drawer-robot-row.tsx'))].map(relative)).toContain(
      'features/robots/components/visibility-badge.tsx',
    );
  });

  it('finds the lazy loads: import() and glob imports', () => {
    expect(lazyImports(src('app/routes.tsx')).map(relative)).toEqual(
      expect.arrayContaining([
        'features/contact/contact-page.tsx',
        'features/about/about-page.tsx',
      ]),
    );
    expect(lazyImports(src('features/admin/sections.ts')).map(relative)).toContain(
      'features/admin/sections/users/users-section.tsx',
    );
    expect(declarations.length).toBeGreaterThan(10);
  });
});

describe('the core namespaces', () => {
  it('are namespaces', () => {
    expect(allNamespaces).toEqual(expect.arrayContaining([...coreNamespaces]));
  });

  it.each(['main.tsx', 'app/app.tsx', 'features/home/home-page.tsx'])(
    'are all that %s and its static imports use (the shell and the first screen)',
    (entry) => {
      expect(nonCore(namespacesOf(staticReach(src(entry))))).toEqual([]);
    },
  );

  it('hold every key translated outside React (i18n.t, translateKey), which cannot wait', () => {
    const outside = files.flatMap((f) =>
      nonCore(outsideReactNamespaces(text.get(f)!)).map((ns) => `${relative(f)}: ${ns}`),
    );
    expect(outside).toEqual([]);
  });
});

describe('every other namespace', () => {
  it("is asked for by each naming file's useTranslation (a helper's: its importers')", () => {
    const missing = files.flatMap((file) => {
      const ensured = ensuredFor(file);
      return nonCore(prefixedNamespaces(text.get(file)!))
        .filter((ns) => !ensured.has(ns))
        .map((ns) => `${relative(file)}: ${ns}`);
    });
    expect(missing).toEqual([]);
  });

  it('loads with the lazy module that uses it (withTexts), not after its code', () => {
    const late = lazySites.flatMap(({ file, module }) => {
      const loaded = new Set([...declaredAt(file, module), ...(loadedWhere(file) ?? [])]);
      return nonCore(namespacesOf(reachOf.get(module)!))
        .filter((ns) => !loaded.has(ns))
        .map((ns) => `${relative(module)} (loaded by ${relative(file)}): ${ns}`);
    });
    expect(late).toEqual([]);
  });

  it('is declared only where some module loaded with it uses it', () => {
    const deepReach = (module: string): Set<string> => {
      const reached = new Set<string>();
      const visit = (m: string) => {
        for (const f of staticReach(m)) {
          if (reached.has(f)) continue;
          reached.add(f);
          lazyImports(f).forEach(visit);
        }
      };
      visit(module);
      return reached;
    };
    const needless = declarations.flatMap(({ file, module, namespaces }) => {
      const used = namespacesOf(deepReach(module));
      return namespaces
        .filter((ns) => isCoreNamespace(ns) || !used.has(ns))
        .map((ns) => `${relative(file)} -> ${relative(module)}: ${ns}`);
    });
    expect(needless).toEqual([]);
  });
});

describe('the build', () => {
  const declaredFor = (module: string) =>
    [
      ...new Set(declarations.filter((d) => d.module === src(module)).flatMap((d) => d.namespaces)),
    ].sort();

  it("preloads the texts of each shell route's page with it (build/app-shell.ts)", () => {
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      const declared = [...new Set(modules.flatMap((m) => declaredFor(m.replace(/^src\//, ''))))];
      expect([...(ROUTE_NAMESPACES[route] ?? [])].sort(), route).toEqual(declared.sort());
    }
  });

  it("counts each route's texts in its first-load budget (build/budgets.ts)", () => {
    expect(shellModules).toContain('locale-en-US');
    for (const { route, modules } of routeBudgets) {
      const declared = modules.flatMap((m) => declaredFor(m.replace(/^src\//, '')));
      const counted = modules.filter((m) => m.startsWith('locale-'));
      expect(counted.sort(), route).toEqual(declared.map((ns) => `locale-en-US-${ns}`).sort());
    }
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { srcDir } from './antd-reach.ts';

/**
 * Which i18n namespaces the code uses, read from the source (decision 037): what each file declares
 * (`useTranslation`), what it names with a prefix (`'robotForm:actions.create'`), and what a module
 * brings along through its static imports, the way the build bundles it. namespaces.test.ts holds
 * these against the core set and the lazy loads' declarations (`withTexts`).
 */

export const allNamespaces = readdirSync(path.join(srcDir, 'locales/en-US')).map((f) =>
  f.replace(/\.json$/, ''),
);

/** The app's source files, without tests, test helpers, type declarations and locale files. */
export const sourceFiles = (dir = srcDir): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['locales', 'test'].includes(name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [full] : [];
  });

const read = new Map<string, string>();
const code = (file: string): string => {
  if (!read.has(file)) read.set(file, readFileSync(file, 'utf8'));
  return read.get(file)!;
};
export const relative = (file: string) => path.relative(srcDir, file);

/** The namespaces a file's `useTranslation` calls ask for (none named: the default, 'common'). */
export function declaredNamespaces(text: string): Set<string> {
  const declared = new Set<string>();
  for (const [, args] of text.matchAll(/\buseTranslation\(([^)]*)\)/g)) {
    const names = [...args!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!);
    for (const name of names.length > 0 ? names : ['common']) declared.add(name);
  }
  return declared;
}

/** The namespaces a file names in its keys: `'ns:key'`, `` `ns:${x}` `` or `"ns:key"`. */
export function prefixedNamespaces(text: string): Set<string> {
  const named = [...text.matchAll(/['"`]([\w-]+):[\w.${]/g)].map((m) => m[1]!);
  return new Set(named.filter((ns) => allNamespaces.includes(ns)));
}

/**
 * The namespaces of keys translated outside React, by `i18n.t` (with a namespace prefix) or
 * `translateKey` (a dotted server key): those cannot wait for a download.
 */
export function outsideReactNamespaces(text: string): Set<string> {
  const calls = [
    ...text.matchAll(/\bi18n(?:ext)?\.t\(\s*['"`]([\w-]+):/g),
    ...text.matchAll(/\btranslateKey\(\s*['"`]([\w-]+)\./g),
  ];
  return new Set(calls.map((m) => m[1]!));
}

interface ImportStatement {
  specifier: string;
  /** the names it takes from the module; null: the whole module (default, `* as`, side effect) */
  names: string[] | null;
  /** for a re-export (`export { a as b } from`): the names it gives, b for a */
  exported: string[] | null;
}

/** A file's static imports and re-exports, without type-only ones nor `import()`. */
export function importStatements(text: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  const withBindings = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*\bfrom\s*['"]([^'"]+)['"]/gm;
  for (const [, kind, typeOnly, clause, specifier] of text.matchAll(withBindings)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause!);
    const whole = !braces || /^\s*[\w$]+\s*,|\*/.test(clause!.replace(/\{[^}]*\}/, ''));
    const bindings = (braces?.[1] ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter((b) => b && !b.startsWith('type '))
      .map((b) => b.split(/\s+as\s+/));
    if (!whole && bindings.length === 0) continue; // only types
    found.push({
      specifier: specifier!,
      names: whole ? null : bindings.map(([name]) => name!),
      exported: kind === 'export' && !whole ? bindings.map((b) => b[b.length - 1]!) : null,
    });
  }
  for (const [, specifier] of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    found.push({ specifier: specifier!, names: null, exported: null });
  }
  return found;
}

const resolveLocal = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const file = path.resolve(path.dirname(from), specifier);
  return /\.tsx?$/.test(file) && existsSync(file) ? file : null; // else a stylesheet, JSON or asset
};

/** A feature's public surface, `index.ts`: an import takes only the re-exports it names. */
const isBarrel = (file: string) => path.basename(file) === 'index.ts';

/**
 * The files a module runs with it: itself and its static imports, all the way down. From a barrel
 * only the re-exports a file imports count (with the barrel's own imports), as the build's
 * tree-shaking leaves it.
 */
export function staticReach(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string, names: string[] | null) => {
    const barrel = names !== null && isBarrel(file);
    if (!barrel && reached.has(file)) return;
    reached.add(file);
    for (const statement of importStatements(code(file))) {
      const next = resolveLocal(file, statement.specifier);
      if (!next) continue;
      if (barrel && statement.exported) {
        // a re-export: only when the importing file takes one of its names
        if (!statement.exported.some((n) => names.includes(n))) continue;
      }
      visit(next, statement.names);
    }
  };
  visit(entry, null);
  return reached;
}

/** Every namespace the files use: declared in `useTranslation` or named in a key. */
export function namespacesOf(files: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const text = code(file);
    for (const ns of [...declaredNamespaces(text), ...prefixedNamespaces(text)]) found.add(ns);
  }
  return found;
}

/** `import.meta.glob('…')` as a test of a file's path relative to the globbing file. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, list: string) => `(${list.split(',').join('|')})`)
      .replace(/\*/g, '[^/]*')}$`,
  );

/** The modules a file loads lazily: `import('./x.tsx')` and the files its globs match. */
export function lazyImports(file: string): string[] {
  const text = code(file);
  const direct = [...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)]
    .map((m) => resolveLocal(file, m[1]!))
    .filter((f): f is string => f !== null);
  const globbed = [...text.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*'([^']+\.tsx?)'/g)].flatMap(
    ([, glob]) => {
      const pattern = globPattern(glob!);
      return sourceFiles().filter((f) => {
        const relativePath = path.relative(path.dirname(file), f);
        return pattern.test(relativePath.startsWith('..') ? relativePath : `./${relativePath}`);
      });
    },
  );
  return [...direct, ...globbed];
}

export interface TextsDeclaration {
  /** the file that declares it */
  file: string;
  /** the module whose loader it wraps */
  module: string;
  namespaces: string[];
}

/**
 * The `withTexts(['ns', …], () => load('./module.tsx'…))` of a file: which module loads with which
 * namespaces. The loader is `import` or a helper called with the module's path (routes.tsx's
 * `pageIn`).
 */
export function textsDeclarations(file: string): TextsDeclaration[] {
  const declaration =
    /\bwithTexts\(\s*\[([^\]]*)\],\s*(?:async\s*)?\(\)\s*=>\s*(?:\(\s*)?[\w.]+\(\s*'(\.[^']+)'/g;
  return [...code(file).matchAll(declaration)].flatMap(([, list, specifier]) => {
    const module = resolveLocal(file, specifier!);
    const namespaces = [...list!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!);
    return module ? [{ file, module, namespaces }] : [];
  });
}

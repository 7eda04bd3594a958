import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorKey } from '@robot/contracts/client';
import { languages } from './languages.ts';

const srcDir = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(srcDir, 'locales');

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`),
  );

const load = (language: string): Map<string, Set<string>> => {
  const dir = path.join(localesDir, language);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        new Set(flatten(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Tree)),
      ]),
  );
};

const bundles = Object.fromEntries(languages.map((l) => [l, load(l)]));

const contractsDir = path.resolve(srcDir, '../../../packages/contracts/src');
const serverDir = path.resolve(srcDir, '../../server/src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/**
 * Literal keys used in the code: `t('ns:key')`, or `t('key')` in the namespace of the file's
 * `useTranslation('ns')` or `TFunction<'ns'>` (else 'common'). Keys built at run time (template strings) are not literals
 * and are covered by the parity check only.
 */
const usedKeys = (): { file: string; ns: string; key: string }[] =>
  sourceFiles(srcDir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    // a component handed `t` by its list (TFunction<'chat'>) uses that namespace
    const defaultNs =
      /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(code)?.[1] ??
      /TFunction<'([\w-]+)'>/.exec(code)?.[1] ??
      'common';
    return [...code.matchAll(/\bt\(\s*'([^'`$]+)'/g)].map((m) => {
      const raw = m[1]!;
      const colon = raw.indexOf(':');
      return colon > 0
        ? { file, ns: raw.slice(0, colon), key: raw.slice(colon + 1) }
        : { file, ns: defaultNs, key: raw };
    });
  });

/**
 * Every quoted string of the web source, the contract and the server (which sends keys such as
 * 'errors.x' and 'validation.y').
 */
const quotedStrings = (): Set<string> =>
  new Set(
    [srcDir, contractsDir, serverDir]
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)].map(
          (m) => m[1] ?? m[2]!,
        ),
      ),
  );

/**
 * Keys built at run time, as patterns: t(`aside.topics.${k}`) in a file that uses the 'chat' namespace
 * matches chat:aside.topics.<anything without a dot>.
 */
const dynamicKeyPatterns = (): RegExp[] =>
  sourceFiles(srcDir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const fileNamespaces = [...code.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([\w-]+)'/g)].map((n) => n[1]!),
    );
    return [...code.matchAll(/\bt\(\s*`([^`]*)`/g)].flatMap((m) => {
      const template = m[1]!;
      const colon = /^([\w-]+):/.exec(template);
      const namespaces = colon ? [colon[1]!] : fileNamespaces.length ? fileNamespaces : ['common'];
      const body = colon ? template.slice(colon[0].length) : template;
      const pattern = body
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^.]+');
      return namespaces.map((ns) => new RegExp(`^${ns}:${pattern}$`));
    });
  });

describe('locales', () => {
  const [first, ...others] = languages;

  it('have the same namespaces in every language', () => {
    for (const other of others) {
      expect([...bundles[other]!.keys()].sort()).toEqual([...bundles[first]!.keys()].sort());
    }
  });

  it('have the same keys in every language, in every namespace', () => {
    const missing: string[] = [];
    for (const a of languages) {
      for (const b of languages) {
        if (a === b) continue;
        for (const [ns, keys] of bundles[a]!) {
          for (const key of keys) {
            if (!bundles[b]!.get(ns)?.has(key)) missing.push(`${b} lacks ${ns}:${key}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('define every key the code uses literally', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    const missing = used
      .filter(({ ns, key }) => languages.some((l) => !bundles[l]!.get(ns)?.has(key)))
      .map(({ file, ns, key }) => `${path.relative(srcDir, file)}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it('use every key they define: literally, as a quoted string, or under a key built at run time', () => {
    const literal = new Set(usedKeys().map(({ ns, key }) => `${ns}:${key}`));
    const quoted = quotedStrings();
    const patterns = dynamicKeyPatterns();
    expect(patterns.length).toBeGreaterThan(5);
    const unused: string[] = [];
    for (const [ns, keys] of bundles[first]!) {
      for (const key of keys) {
        const full = `${ns}:${key}`;
        // Plural forms are used through their base key.
        const base = full.replace(/_(zero|one|two|few|many|other)$/, '');
        const used =
          [full, base].some((k) => literal.has(k) || quoted.has(k)) ||
          quoted.has(`${ns}.${key}`) ||
          quoted.has(key) ||
          patterns.some((p) => p.test(full) || p.test(base));
        if (!used) unused.push(full);
      }
    }
    expect(unused).toEqual([]);
  });

  it('word each field\'s English message whole, never around its label ("{{field}} is required")', () => {
    // A label dropped into a sentence reads badly ("Please upload the Image", "Details is required").
    const dir = path.join(localesDir, 'en-US');
    const texts = (tree: Tree, at: string): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${at}.${k}`, v] as [string, string]] : texts(v, `${at}.${k}`),
      );
    const labelled = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => texts(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Tree, f))
      .filter(([, text]) => /\{\{field\}\} is required|\b(the|a|an) \{\{field\}\}/i.test(text));
    expect(labelled).toEqual([]);
  });

  it('translate every error key of the contract', () => {
    const missing = Object.values(ErrorKey)
      .map((k) => k.replace(/^errors\./, ''))
      .filter((k) => languages.some((l) => !bundles[l]!.get('errors')?.has(k)));
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkBudgets, firstLoadFiles, type Manifest } from './first-load.ts';

/** A small build: an entry that imports the shell lazily, two pages, shared and lazy-only chunks. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/app.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/app.tsx': {
    file: 'assets/app.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_button.js'],
    dynamicImports: ['src/home.tsx', 'src/list.tsx'],
  },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'], css: ['assets/button.css'] },
  'src/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_button.js'],
    dynamicImports: ['src/editor.tsx'],
    css: ['assets/home.css'],
  },
  'src/list.tsx': { file: 'assets/list.js', isDynamicEntry: true, imports: ['_table.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_button.js'] },
  'src/editor.tsx': { file: 'assets/editor.js', isDynamicEntry: true },
  '_locale-en-x1.js': { file: 'assets/locale-en.js', name: 'locale-en' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/index.css': 100,
  'assets/react.js': 50_000,
  'assets/app.js': 20_000,
  'assets/button.js': 30_000,
  'assets/button.css': 500,
  'assets/home.js': 5000,
  'assets/home.css': 400,
  'assets/list.js': 4000,
  'assets/table.js': 40_000,
  'assets/editor.js': 90_000,
  'assets/locale-en.js': 7000,
};
const sizeOf = (f: string) => sizes[f]!;
const shell = ['index.html', 'src/app/app.tsx'];

describe('first-load files from the build manifest', () => {
  it('follows static imports transitively, with CSS, once each, and leaves lazy chunks out', () => {
    expect(firstLoadFiles(manifest, [...shell, 'src/home.tsx']).sort()).toEqual(
      [
        'assets/app.js',
        'assets/button.css',
        'assets/button.js',
        'assets/home.css',
        'assets/home.js',
        'assets/index.css',
        'assets/index.js',
        'assets/react.js',
      ].sort(),
    );
  });

  it('finds a chunk without a source key by its name (a group of vite.config.ts)', () => {
    expect(firstLoadFiles(manifest, ['index.html', 'locale-en'])).toEqual([
      'assets/index.js',
      'assets/index.css',
      'assets/react.js',
      'assets/locale-en.js',
    ]);
  });

  it('fails loudly for a module the build does not have (a renamed page)', () => {
    expect(() => firstLoadFiles(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx/);
  });

  it('sums the route and compares it with its budget in KB', () => {
    const [home, list] = checkBudgets(
      manifest,
      shell,
      [
        { route: '/', modules: ['src/home.tsx'], kb: 105 },
        { route: '/list', modules: ['src/list.tsx'], kb: 140 },
      ],
      sizeOf,
    );
    // 1000 + 100 + 50000 + 20000 + 30000 + 500 + 5000 + 400 = 107000 bytes = 104.5 KB
    expect(home).toMatchObject({ route: '/', bytes: 107_000, ok: true });
    // shell 101600 + list 4000 + table 40000 = 145600 bytes = 142.2 KB > 140
    expect(list).toMatchObject({ route: '/list', bytes: 145_600, ok: false });
  });
});

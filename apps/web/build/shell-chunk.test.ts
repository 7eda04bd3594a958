import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadModules, SHARED_BY, type BuiltChunk } from './shell-chunk.ts';

const chunk = (fileName: string, over: Partial<BuiltChunk>): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: [],
  ...over,
});

describe('firstLoadModules', () => {
  it("names the entry's source modules and what the app's chunk imports beyond them", () => {
    const bundle = {
      'index.js': chunk('index.js', {
        isEntry: true,
        imports: ['shared.js', 'react.js'],
        moduleIds: ['/app/src/main.tsx'],
      }),
      'shared.js': chunk('shared.js', { moduleIds: ['/app/src/languages.ts'] }),
      'react.js': chunk('react.js', { moduleIds: ['/app/node_modules/react/index.js'] }),
      'app.js': chunk('app.js', {
        facadeModuleId: '/app/src/app/app.tsx',
        imports: ['shared.js', 'button.js', 'react.js'],
        moduleIds: ['/app/src/app/app.tsx'],
      }),
      'button.js': chunk('button.js', {
        imports: ['react.js'],
        moduleIds: ['/app/node_modules/antd/es/button/index.js'],
      }),
      'page.js': chunk('page.js', {
        imports: ['button.js', 'select.js'],
        moduleIds: ['/app/src/page.tsx'],
      }),
      'select.js': chunk('select.js', { moduleIds: ['/app/node_modules/antd/es/select/index.js'] }),
      'app.css': { type: 'asset' as const },
    };
    const found = firstLoadModules(bundle, '/app/src/app/app.tsx');
    expect([...found.entry].sort()).toEqual(['/app/src/languages.ts', '/app/src/main.tsx']);
    expect([...found.shell].sort()).toEqual([
      '/app/node_modules/antd/es/button/index.js',
      '/app/src/app/app.tsx',
    ]);
  });

  it('names the libraries many lazy pages use, but none a page without antd uses', () => {
    const lib = (name: string) => `/app/node_modules/${name}.js`;
    const page = (name: string, imports: string[]) =>
      chunk(`${name}.js`, { name, imports, moduleIds: [`/app/src/${name}.tsx`] });
    const libChunk = (name: string, ids: string[]) => chunk(`${name}.js`, { moduleIds: ids });
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, moduleIds: ['/app/src/main.tsx'] }),
      'app.js': chunk('app.js', {
        facadeModuleId: '/app/src/app/app.tsx',
        moduleIds: ['/app/src/app/app.tsx'],
        dynamicImports: [
          'home-page.js',
          'a-page.js',
          'b-page.js',
          'c-page.js',
          'list-page.js',
          'chat-page.js',
          'antd-scope.js',
          'dialog.js',
        ],
      }),
      // antd's scope counts as a page: four pages use the button, one alone uses the select
      'antd-scope.js': page('antd-scope', ['core.js']),
      'a-page.js': page('a-page', ['core.js', 'button.js', 'icon.js']),
      'b-page.js': page('b-page', ['core.js', 'button.js', 'select.js']),
      'c-page.js': page('c-page', ['core.js', 'button.js']),
      // the home page uses no antd, only an icon drawing the others use too
      'home-page.js': page('home-page', ['icon.js']),
      // another page without antd: its drawings beyond the home page's go in a chunk of their own
      'list-page.js': page('list-page', ['icon.js', 'heart.js']),
      // ...which two of them share; what one alone uses stays with it
      'chat-page.js': page('chat-page', ['heart.js', 'virtual.js']),
      // a dialog is not a page: its libraries do not count
      'dialog.js': chunk('dialog.js', { name: 'dialog', imports: ['select.js'] }),
      'core.js': libChunk('core', [lib('antd/es/config-provider/index')]),
      'button.js': libChunk('button', [lib('antd/es/button/index')]),
      'select.js': libChunk('select', [lib('antd/es/select/index')]),
      'icon.js': libChunk('icon', [lib('@ant-design/icons-svg/es/asn/PlusOutlined')]),
      'heart.js': libChunk('heart', [lib('@ant-design/icons-svg/es/asn/HeartOutlined')]),
      'virtual.js': libChunk('virtual', [lib('react-virtuoso/dist/index')]),
    };
    const found = firstLoadModules(bundle, '/app/src/app/app.tsx');
    expect([...found.pageLibs].sort()).toEqual([
      lib('antd/es/button/index'),
      lib('antd/es/config-provider/index'),
    ]);
    expect([...found.plainLibs]).toEqual([lib('@ant-design/icons-svg/es/asn/PlusOutlined')]);
    expect([...found.plainPageLibs]).toEqual([lib('@ant-design/icons-svg/es/asn/HeartOutlined')]);
    expect(SHARED_BY).toBeGreaterThan(1 / 6);
  });

  it('refuses a bundle without the app', () => {
    const bundle = { 'index.js': chunk('index.js', { isEntry: true }) };
    expect(() => firstLoadModules(bundle, '/app/src/app/app.tsx')).toThrow(/app\.tsx/);
  });
});

describe('shell chunk (build plugin)', () => {
  it('puts what the app uses in one chunk, and leaves what only a lazy page uses out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-shell-chunk-'));
    try {
      const plugin = path.resolve(__dirname, 'shell-chunk.ts');
      const files: Record<string, string> = {
        'index.html':
          '<!doctype html><html><head></head><body><script type="module" src="/src/main.js"></script></body></html>',
        // the app and a lazy page are both loaded with import(); both use `header`
        'src/main.js': [
          "import { tag } from './tag.js';",
          "import('./app.js').then((m) => m.start(tag));",
          "document.body.onclick = () => import('./page.js');",
        ].join('\n'),
        'src/tag.js': "export const tag = () => 'tag-marker' + Math.random();",
        'src/app.js': [
          "import { tag } from './tag.js';",
          "import { header } from './header.js';",
          "import { used } from './lib/index.js';",
          'export const start = () => { document.title = header() + used() + tag(); };',
        ].join('\n'),
        'src/header.js': "export const header = () => 'header-marker' + Math.random();",
        'src/page.js': [
          "import { header } from './header.js';",
          "import { lazyOnly } from './lib/index.js';",
          'document.body.append(header() + lazyOnly());',
        ].join('\n'),
        // a library's index: the module graph reaches both of its modules from the app
        'src/lib/index.js':
          "export { used } from './used.js';\nexport { lazyOnly } from './lazy-only.js';",
        'src/lib/used.js': "export const used = () => 'used-marker' + Math.random();",
        'src/lib/lazy-only.js': "export const lazyOnly = () => 'lazy-marker' + Math.random();",
        'vite.config.mjs': [
          `import { shellChunk } from ${JSON.stringify(plugin)};`,
          'const firstLoad = { entry: new Set(), shell: new Set(), pageLibs: new Set(), plainLibs: new Set(), plainPageLibs: new Set() };',
          'export default {',
          "  plugins: [shellChunk(firstLoad, 'src/app.js')],",
          '  build: {',
          "    outDir: 'dist', minify: false, manifest: true,",
          '    rolldownOptions: { output: { codeSplitting: { groups: [',
          "      { name: 'index', test: (id) => firstLoad.entry.has(id) },",
          "      { name: 'app', test: (id) => firstLoad.shell.has(id) },",
          '    ] } } },',
          '  },',
          '};',
        ].join('\n'),
      };
      for (const [name, body] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), body);
      }
      await build({
        root: dir,
        configFile: path.join(dir, 'vite.config.mjs'),
        logLevel: 'silent',
      });
      const manifest = JSON.parse(
        fs.readFileSync(path.join(dir, 'dist/.vite/manifest.json'), 'utf8'),
      ) as Record<string, { file: string; name?: string }>;
      const code = (name: string) => {
        const entry = Object.values(manifest).find((c) => c.name === name);
        return entry ? fs.readFileSync(path.join(dir, 'dist', entry.file), 'utf8') : '';
      };
      const app = code('app');
      // what the page shares with the app is in the app's one chunk, not a chunk of its own
      expect(app).toContain('header-marker');
      expect(app).toContain('used-marker');
      expect(app).not.toContain('lazy-marker');
      expect(code('index')).toContain('tag-marker');
      expect(code('page')).toContain('lazy-marker');
      // the entry, the app, the page
      expect(Object.values(manifest).filter((c) => c.file.endsWith('.js'))).toHaveLength(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

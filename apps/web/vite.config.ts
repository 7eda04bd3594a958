import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStyles } from './build/antd-styles.ts';
import { appShell } from './build/app-shell.ts';
import { firstLoadBudget } from './build/budget-plugin.ts';
import { precompress } from './build/precompress.ts';
import { shellChunk } from './build/shell-chunk.ts';
import { isCoreNamespace } from './src/lib/i18n/core-namespaces.ts';

const packages = (names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** A locale file, `src/locales/<language>/<namespace>.json`: its language and namespace. */
const localeOf = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/**
 * A locale file's chunk: a language's core namespaces together, `locale-<language>`, loaded at boot;
 * each other namespace alone, `locale-<language>-<namespace>`, loaded with what uses it (decision 037).
 */
const localeChunk = (id: string): string | null => {
  const [, language, namespace] = localeOf.exec(id) ?? [];
  if (!language || !namespace) return null;
  return isCoreNamespace(namespace) ? `locale-${language}` : `locale-${language}-${namespace}`;
};

/** The modules every first visit runs, found by build/shell-chunk.ts before the build splits. */
const firstLoad = {
  entry: new Set<string>(),
  shell: new Set<string>(),
  pageLibs: new Set<string>(),
  plainLibs: new Set<string>(),
  plainPageLibs: new Set<string>(),
};

// The API server (apps/server) listens on :8080; in development Vite forwards /api to it so the browser
// sees one origin, exactly as in production where the server also serves the built app.
export default defineConfig({
  plugins: [
    react(),
    antdStyles(),
    shellChunk(firstLoad, 'src/app/app.tsx'),
    appShell(),
    precompress(),
    firstLoadBudget(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: what each chunk imports, for the first-load budget (build/budgets.ts);
    // the server does not serve dot folders.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Libraries that every page loads go in two chunks of their own, which stay cached while the
        // app's code changes: React with its router, and the app shell's other libraries. antd is not
        // one chunk (that would put the robot form's Select and Upload into every first visit): the
        // components the app shell uses go with it into `app`, the rest to automatic splitting,
        // which follows which components each lazy page really uses.
        codeSplitting: {
          groups: [
            // Per language, its core texts in one chunk and each other namespace in its own: a visit
            // fetches its own language only, and of it what its pages use (decision 037).
            { name: localeChunk, test: localeOf },
            { name: 'react', test: packages(['react', 'react-dom', 'scheduler', 'react-router']) },
            {
              name: 'vendor',
              test: packages([
                'i18next',
                'react-i18next',
                'i18next-browser-languagedetector',
                '@tanstack',
                'zustand',
              ]),
            },
            // The rest of what every first visit runs before it can draw a page (decision 030): the
            // entry's own modules, and the app shell with the antd components, icons and helpers it
            // uses. Two files instead of ~80 small ones.
            { name: 'index', test: (id) => firstLoad.entry.has(id) },
            { name: 'app', test: (id) => firstLoad.shell.has(id) },
            // The libraries many of the lazy pages use (antd's core and common components, decision
            // 033), in one chunk instead of ~50 small ones a page. A library's own imports are used
            // by as many pages, so they are in it too: the group needs not take them along.
            // What the pages without antd (the home page) use of libraries: icon drawings, one
            // chunk instead of one request each.
            { name: 'plain-libs', test: (id) => firstLoad.plainLibs.has(id) },
            // ...and what the other pages without antd use beyond it (decision 034)
            { name: 'plain-page-libs', test: (id) => firstLoad.plainPageLibs.has(id) },
            {
              name: 'antd',
              test: (id) => firstLoad.pageLibs.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = path.join(root, 'apps/web/src');
const server = path.join(root, 'apps/server/src');
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Web zones. Shared code (lib, components, stores, styles, locales, i18n) never imports a feature; the app
// shell (app/) imports a feature only through its index.ts; a feature imports another feature only through
// that one's index.ts. Folders are read from disk so a new feature is covered without editing this file.
const webFeatures = subfolders(path.join(web, 'features'));
const featureZones = webFeatures.map((feature) => ({
  target: `${web}/features/${feature}/**`,
  from: `${web}/features/*/**`,
  except: [`${web}/features/${feature}/**`, `${web}/features/*/index.ts`],
  message: `A feature imports another feature only through its index.ts (features/<name>/index.ts).`,
}));
const webZones = [
  {
    target: ['lib', 'components', 'stores', 'styles', 'locales'].map((dir) => `${web}/${dir}/**`),
    from: `${web}/features/**`,
    message: 'Shared code never imports a feature: move what both need into lib/ or components/.',
  },
  {
    target: `${web}/app/**`,
    from: `${web}/features/**`,
    except: [`${web}/features/*/index.ts`],
    message: 'The app shell imports a feature only through its index.ts.',
  },
  {
    target: `${web}/test/**`,
    from: `${web}/features/**`,
    except: [`${web}/features/*/index.ts`],
    message: 'Test helpers use a feature through its index.ts, as the app shell does.',
  },
  ...featureZones,
];

// Server zones. A module's repository is its own: another module goes through that module's service.
// lib/ (and db/) are below the modules and never import one.
const serverModules = subfolders(path.join(server, 'modules'));
const serverZones = [
  ...serverModules.map((module) => ({
    target: `${server}/modules/${module}/**`,
    from: `${server}/modules/*/**/*.repository.ts`,
    except: [`${server}/modules/${module}/**`],
    message: "A module never imports another module's repository: call that module's service.",
  })),
  {
    target: [`${server}/lib/**`, `${server}/db/**`],
    from: `${server}/modules/**`,
    message: 'lib/ and db/ sit below the modules and never import one.',
  },
];

/** Test tooling stays in test files and in apps/web/src/test/, never in the feature tree. */
const testTooling = [
  {
    group: ['vitest', '@testing-library/*', 'msw', 'msw/*'],
    message: 'Test helpers live in apps/web/src/test/ (or in a *.test.tsx file).',
  },
];

/**
 * antd controls that name their parts in English whatever the page's language ("Increase Value",
 * "Previous Page"): our wrappers name them in the page's language.
 */
const antdUnnamed = [
  {
    name: 'antd',
    importNames: ['InputNumber'],
    message: "Use components/input-number.tsx: its step arrows are named in the page's language.",
  },
  {
    name: 'antd',
    importNames: ['Pagination'],
    message: "Use components/pagination.tsx: its arrows are named in the page's language.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      // Type-only imports are not followed by this rule; `npm run lint:cycles` (dependency-cruiser)
      // checks the graph with them.
      'import/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // Files small enough to read whole (issue 9): split by responsibility past 400 lines.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Tests may arrange state through any module's repository and build the whole app.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts', 'apps/server/src/test/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Test tooling stays in test files and in apps/web/src/test/, never in the feature tree.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: testTooling, paths: antdUnnamed }],
    },
  },
  {
    // The two wrappers that name antd's English-named controls are the ones that may import them.
    files: ['apps/web/src/components/input-number.tsx', 'apps/web/src/components/pagination.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: testTooling }] },
  },
  {
    // antd's icons (@ant-design/icons) draw <span role="img" aria-label="edit">: the icon's English name,
    // read out on a Chinese page next to (or instead of) the control's own label ("bulb AI 写作"). An
    // icon is decorative (`aria-hidden`: the button, link or text beside it carries the name) or says
    // what it means in the page's language (`aria-label={t(...)}`).
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/^[A-Z][A-Za-z]*(Outlined|Filled|TwoTone)$/]' +
            ':not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message:
            'An antd icon announces its English name ("edit", "delete"): add aria-hidden (decorative, ' +
            'the control has its own label) or aria-label={t(...)} (the icon alone carries a meaning).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Server tests call the API through the typed client (issue 9): `t.api(endpoint, ...)`, or `t.raw`
    // for what the contract refuses, takes the path from the contract. Paths no contract describes
    // are named in apps/server/src/test/paths.ts.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api(\\/|$)/]', 'TemplateElement[value.raw=/^\\/api(\\/|$)/]'].map(
          (selector) => ({
            selector,
            message:
              "No literal '/api/...' path in a server test: call t.api(endpoint, { body, query, params, token }) " +
              '(apps/server/src/test/api-client.ts) or t.raw for what the contract refuses, and take any ' +
              'other path from the contract (endpoint.path) or apps/server/src/test/paths.ts.',
          }),
        ),
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**', 'apps/server/src/main.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
);

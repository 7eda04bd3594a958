import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { antdIn, srcDir, staticImports } from './antd-reach.ts';

/** Where pages are made lazy: each feature's public surface, and the router's own few. */
const lazyPageFiles = () => [
  'app/routes.tsx',
  ...readdirSync(path.join(srcDir, 'features'))
    .map((feature) => `features/${feature}/index.ts`)
    .filter((index) => existsSync(path.join(srcDir, index))),
];

/** The modules that `lazyWithAntd(...)` calls in a file import, named from the source folder. */
function lazyWithAntdTargets(file: string, code = readFileSync(path.join(srcDir, file), 'utf8')) {
  const targets: string[] = [];
  for (const call of code.split('lazyWithAntd(').slice(1)) {
    // a call ends at the first `)` that closes it: the first line that starts with `)` or its end
    const body = call.split(/\n\)|\)\);?\n/)[0]!;
    // `import('./x.tsx')`, or a path handed to a loader (`pageIn('../features/x/x-page.tsx', …)`)
    for (const [, specifier] of body.matchAll(/'(\.{1,2}\/[^']+\.tsx?)'/g)) {
      targets.push(path.join(path.dirname(file), specifier!));
    }
  }
  return targets;
}

// What must draw without antd (decisions 033 and 034): the first load of `/` (the app shell and the
// home page) and the list pages' first screens. antd comes with the first dialog or page that needs
// it, through lazyWithAntd; a static import of antd anywhere below these entries would bring it back.

describe('the check itself', () => {
  it('finds antd where it is imported, also through other modules', () => {
    expect(antdIn('components/link-button.tsx')).toEqual(['antd <- components/link-button.tsx']);
  });

  it('reads static imports only: not type-only ones', () => {
    expect(staticImports("import { Button } from 'antd';\nimport './x.css';")).toEqual([
      'antd',
      './x.css',
    ]);
    expect(
      staticImports("import type { ThemeConfig } from 'antd';\nexport type { X } from './x.ts';"),
    ).toEqual([]);
    expect(staticImports("import {\n  SunOutlined,\n} from '@ant-design/icons';")).toEqual([
      '@ant-design/icons',
    ]);
  });
});

// The list below: every entry must import no antd, and no route may load one of them with
// antd's scope beside it.
const withoutAntd = [
  // the whole first load of `/`: the app (providers, router, layout with headers and footer)...
  'app/app.tsx',
  'app/layout/full-header.tsx',
  'app/layout/detail-header.tsx',
  'app/layout/assistant-header.tsx',
  'app/layout/app-footer.tsx',
  'app/layout/announcement-banner.tsx',
  'components/page-loader.tsx',
  'components/status-page.tsx',
  'features/errors/route-error-page.tsx',
  // ...and the pages the router loads with `import()`
  'features/home/home-page.tsx',
  'features/robots/index.ts',
  'features/directories/index.ts',
  // the robot square and the directories' list pages (/ai-tool-list, /article-list, /xky)
  'features/robots/browse/robot-list-page.tsx',
  'features/directories/browse/directory-list-page.tsx',
  // the robot's share page (/robot-detail/{uuid}, opened from a link in WeChat) and /robot-info
  'features/robots/browse/robot-detail-page.tsx',
  'components/share/share-actions.tsx',
  // a directory item's page (/ai-tool-detail, /article-detail, /xky-detail, opened from shared links
  // too, and their -info routes)
  'features/directories/browse/directory-detail-page.tsx',
  // /xky: the industry applications' showcase above their list
  'features/xky/xky-page.tsx',
  // /about-us, and the 404 and 403 pages (a mistyped or old link is often a first visit)
  'features/about/about-page.tsx',
  'features/errors/not-found-page.tsx',
  'features/errors/forbidden-page.tsx',
  // the sign-in page (/login): its three forms, tabs and fields; its toasts bring antd when they show
  'features/auth/index.ts',
  'features/auth/login-page.tsx',
  // the contact page (/contact, business cooperation): its form, switch, text area and confirmation;
  // a signed-in user's list of what they sent brings antd when it shows
  'features/contact/contact-page.tsx',
  // the chat (/chat/{uuid}, /assistant) and its answers' markdown, loaded when the first answer shows
  'features/chat/index.ts',
  'features/chat/chat-page.tsx',
  'features/chat/assistant-page.tsx',
  'components/markdown/markdown.tsx',
];

describe('without antd', () => {
  it.each(withoutAntd)('%s imports no antd, directly or through other modules', (entry) => {
    expect(antdIn(entry)).toEqual([]);
  });

  // A page without antd that a feature still loads with `lazyWithAntd` fetches and runs antd's scope
  // (~100 KB gzip) before it shows: no import of antd would say so, and the budgets count modules.
  it.each(lazyPageFiles())('%s loads no page of the list with antd’s scope', (index) => {
    const withScope = lazyWithAntdTargets(index).filter((target) => withoutAntd.includes(target));
    expect(withScope).toEqual([]);
  });
});

describe('the lazyWithAntd check itself', () => {
  it('reads the modules a lazyWithAntd call imports, named from the source folder', () => {
    const code = [
      'export const A = lazyWithAntd(',
      "  withTexts(['x'], () => import('./browse/a-page.tsx').then((m) => m.A)),",
      ');',
      "export const B = lazy(() => import('./browse/b-page.tsx'));",
      "export const C = lazyWithAntd(() => import('./c-page.tsx').then((m) => m.C));",
      "const D = lazyWithAntd(withTexts(['d'], () => pageIn('../d/d-page.tsx', 'D')));",
    ].join('\n');
    expect(lazyWithAntdTargets('features/robots/index.ts', code)).toEqual([
      'features/robots/browse/a-page.tsx',
      'features/robots/c-page.tsx',
      'features/d/d-page.tsx',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { antdIn, staticImports } from './antd-reach.ts';

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

describe('without antd', () => {
  it.each([
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
    // the chat (/chat/{uuid}, /assistant) and its answers' markdown, loaded when the first answer shows
    'features/chat/index.ts',
    'features/chat/chat-page.tsx',
    'features/chat/assistant-page.tsx',
    'components/markdown/markdown.tsx',
  ])('%s imports no antd, directly or through other modules', (entry) => {
    expect(antdIn(entry)).toEqual([]);
  });
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type * as ProvidersModule from '../app/providers.tsx';
import type * as ThemeModule from '../lib/antd/theme.ts';
import { addLanguageTexts } from '../lib/i18n/i18n.ts';
import { languages } from '../lib/i18n/languages.ts';
import { loadLanguageTexts } from '../lib/i18n/locale-files.ts';
import { resetApiCalls, server } from './msw.ts';
import { fixedMediaQuery } from './media-query.ts';

// The app loads one language's core texts before its first render (main.tsx) and its other
// namespaces with the pages that use them (decision 037); tests switch languages at will and render
// any screen, so every namespace of both languages is there from the start.
for (const language of languages) addLanguageTexts(await loadLanguageTexts(language));

// The machine running the tests is shared and often loaded: a first render of antd screens, lazy
// pages and form validation can take seconds. `findBy*` and `waitFor` wait for what the test
// expects, so a long ceiling costs nothing when things go well and only ends a genuinely stuck wait.
configure({ asyncUtilTimeout: 15_000 });

// The app loads antd's toasts and dialogs on demand (app/feedback-host.tsx); in a test, importing
// them the first time means transforming antd's modules in the middle of the test, which held up
// timing-sensitive ones (a countdown) on a loaded machine. Loaded here, as they were with the shell.
await import('../app/feedback-host.tsx');

// antd's enter/leave animations end on `transitionend`, which jsdom never fires, so every closing
// dialog, toast or field error would linger until rc-motion's fallback deadline. Without motion they
// mount and unmount at once; what the tests assert (what is shown, when, and what is gone) is unchanged.
vi.mock('../lib/antd/theme.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ThemeModule>();
  return {
    ...actual,
    buildTheme: (...args: Parameters<typeof actual.buildTheme>) => {
      const config = actual.buildTheme(...args);
      return { ...config, token: { ...config.token, motion: false } };
    },
  };
});

// The app gives antd's theme and locale to each lazily loaded page and dialog (lib/antd, decision
// 033); tests render screens and dialogs directly, so Providers gives them the same scope here.
vi.mock('../app/providers.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof ProvidersModule>();
  const { AntdScope } = await import('../lib/antd/antd-scope.tsx');
  const { createElement } = await import('react');
  return {
    ...actual,
    Providers: ({ children, ...rest }: Parameters<typeof actual.Providers>[0]) =>
      createElement(actual.Providers, {
        ...rest,
        children: createElement(AntdScope, null, children),
      }),
  };
});

// jsdom lacks these browser APIs; antd's responsive helpers and our useIsMobile call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQuery(query, false);
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => undefined;

// The app imports some chunks while the browser is idle (the robot dialogs, for a signed-in user). In
// a test that import would start at a moment no test controls and could still be loading when the
// file's environment is torn down, which fails the run. Here idle time never comes: a test that needs
// a dialog opens it, which loads it.
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => undefined;

// The API as the tests declare it (test/msw.ts); a test's handlers and recorded calls end with it.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  resetApiCalls();
});
afterAll(() => server.close());

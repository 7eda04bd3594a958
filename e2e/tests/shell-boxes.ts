import type { Page } from '@playwright/test';

/** Per part of a page: its selector in the app shell, and in the app. `{lang}` is the language. */
export type ShellParts = Record<string, [shell: string, app: string]>;

/**
 * Each part's box (x, y, width and height, rounded to the pixel), in the shell or in the app; null
 * where the part is missing or not laid out. The shell must draw each part where the app will.
 */
export const shellBoxes = (page: Page, parts: ShellParts, app: boolean, lang = '') =>
  page.evaluate(
    ([parts, app, lang]) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, selectors]) => {
          const el = document.querySelector(selectors[app ? 1 : 0].replace('{lang}', lang));
          const r = el?.getClientRects().length ? el.getBoundingClientRect() : null;
          return [name, r && [r.x, r.y, r.width, r.height].map(Math.round).join(',')];
        }),
      ),
    [parts, app, lang] as const,
  );

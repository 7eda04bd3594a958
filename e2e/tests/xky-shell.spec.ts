import { expect, test, type Page } from '@playwright/test';

// The industry page (/xky) is drawn first by the static app shell: the store system's eyebrow,
// title and description (the page's largest paint) beside or above the room of its picture. When
// the app replaces the shell, each must be where the shell drew it: in both languages, on a phone,
// a tablet and a desktop.
const PARTS: Record<string, [shell: string, app: string]> = {
  eyebrow: ['#rs-shell [data-route=xky] .rs-shell-xky__eyebrow:lang({lang})', '.rs-xky__eyebrow'],
  title: ['#rs-shell [data-route=xky] .rs-shell-xky__title:lang({lang})', '.rs-xky__title'],
  description: [
    '#rs-shell [data-route=xky] .rs-shell-xky__description:lang({lang})',
    '.rs-xky__description',
  ],
  art: ['#rs-shell .rs-shell-xky__art > span', '.rs-xky__art svg'],
};

const boxes = (page: Page, app: boolean, lang: string) =>
  page.evaluate(
    ([parts, app, lang]) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, selectors]) => {
          const el = document.querySelector(selectors[app ? 1 : 0]!.replace('{lang}', lang));
          const r = el?.getClientRects().length ? el.getBoundingClientRect() : null;
          return [name, r && [r.x, r.y, r.width, r.height].map(Math.round).join(',')];
        }),
      ),
    [PARTS, app, lang] as const,
  );

test("the shell draws the industry page's opening where the app will", async ({ page }) => {
  for (const language of ['en-US', 'zh-CN']) {
    await page.addInitScript((l) => localStorage.setItem('rs.language', l), language);
    for (const width of [390, 820, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/xky');
      await expect(page.locator('html[data-rs-route=xky]')).toHaveCount(1);
      const shell = await boxes(page, false, language);
      await page.unroute('**/assets/*.js');
      await page.goto('/xky');
      await expect(page.locator('#rs-shell')).toHaveCount(0);
      await expect(page.locator('.rs-xky__art svg')).toBeVisible();
      const app = await boxes(page, true, language);
      const where = `${language} ${width} px`;
      for (const part of Object.keys(PARTS)) expect(shell[part], `${where} ${part}`).not.toBeNull();
      expect(shell, where).toEqual(app);
    }
  }
});

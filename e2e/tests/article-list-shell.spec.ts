import { expect, test } from '@playwright/test';
import { shellBoxes, type ShellParts } from './shell-boxes.ts';

// The articles' list is drawn first by the static app shell: the page's title, then, from the boot
// script's early read of the list, the grid's first row of cards (the first cover is the page's
// largest paint). When the app replaces the shell, each card's cover, title, author and excerpt
// must be where the shell drew them: in both languages, on a phone, a tablet and a desktop.
const PARTS: ShellParts = {
  cover: ['#rs-shell .rs-shell-art__cover img', '.rs-dir-card img'],
  card: ['#rs-shell .rs-shell-art', '.rs-dir-card'],
  title: ['#rs-shell .rs-shell-art__title', '.rs-dir-card__title'],
  author: ['#rs-shell .rs-shell-art__by', '.rs-dir-card__byline'],
  excerpt: ['#rs-shell .rs-shell-art__summary', '.rs-dir-card__summary'],
};

test("the shell draws the articles' first cards where the app will", async ({ page }) => {
  for (const language of ['en-US', 'zh-CN']) {
    await page.addInitScript((l) => localStorage.setItem('rs.language', l), language);
    for (const width of [390, 820, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.route('**/assets/*.js', (r) => r.abort());
      await page.goto('/article-list');
      await expect(page.locator('html[data-rs-articles]')).toHaveCount(1);
      // the first cover has its address and comes first
      await expect(page.locator('#rs-shell .rs-shell-art__cover img').first()).toHaveAttribute(
        'fetchpriority',
        'high',
      );
      const shell = await shellBoxes(page, PARTS, false);
      await page.unroute('**/assets/*.js');
      await page.goto('/article-list');
      await expect(page.locator('#rs-shell')).toHaveCount(0);
      await expect(page.locator('.rs-dir-card img').first()).toBeVisible();
      const app = await shellBoxes(page, PARTS, true);
      const where = `${language} ${width} px`;
      for (const part of Object.keys(PARTS)) expect(shell[part], `${where} ${part}`).not.toBeNull();
      expect(shell, where).toEqual(app);
      // the row the shell draws: one card on a phone, two on a tablet, three on a desktop
      await page.route('**/assets/*.js', (r) => r.abort());
      await page.goto('/article-list');
      await expect(page.locator('#rs-shell .rs-shell-art:visible')).toHaveCount(
        width < 750 ? 1 : width <= 860 ? 2 : 3,
      );
      await page.unroute('**/assets/*.js');
    }
  }
});

test("a searched articles' list is the app's alone", async ({ page }) => {
  await page.route('**/assets/*.js', (r) => r.abort());
  await page.goto('/article-list?sort=latest');
  await expect(page.locator('html[data-rs-route=articles]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-rs-articles]')).toHaveCount(0);
  await expect(page.locator('#rs-shell .rs-shell-art')).toHaveCount(0);
});

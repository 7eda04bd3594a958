import { expect, test } from '@playwright/test';
import { shellBoxes, type ShellParts } from './shell-boxes.ts';

// An AI tool's page is drawn first by the static app shell from the boot script's early read: the
// head of its card, the row of categories, owner (with the user icon) and date, and its text's
// opening paragraph (the page's largest paint). When the app replaces the shell, each must be where
// the shell drew it, in both languages and on a phone and a desktop: a phone wraps the row, and
// everything below moves with it.
const PARTS: ShellParts = {
  title: ['#rs-shell [data-rs-text=title]', '.rs-dir-head__title'],
  summary: ['#rs-shell [data-rs-text=summary]', '.rs-dir-head__summary'],
  row: ['#rs-shell [data-rs-meta]', '.rs-dir-head__meta'],
  user: ['#rs-shell .rs-shell-item__user', '.rs-dir-head__meta .rs-icon-user'],
  paragraph: ['#rs-shell [data-rs-lead]', '.rs-dir-content p'],
};

test("the shell draws an AI tool's card and opening paragraph where the app will", async ({
  page,
}) => {
  const found = await page.request.get('/api/aitool/search?sort=latest&skip=0&limit=20');
  const tools = ((await found.json()) as { data: { list: { uuid: string }[] } }).data.list;
  let withParagraph = 0;
  for (const language of ['en-US', 'zh-CN']) {
    await page.addInitScript((l) => localStorage.setItem('rs.language', l), language);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const { uuid } of tools.slice(0, 6)) {
        const path = `/ai-tool-detail/${uuid}`;
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(path);
        await expect(page.locator('html[data-rs-item]')).toHaveCount(1);
        const shell = await shellBoxes(page, PARTS, false);
        // the owner's icon is drawn (the user drawing as a mask), not an empty box
        const mask = await page
          .locator('#rs-shell .rs-shell-item__user')
          .evaluate((el) => getComputedStyle(el).maskImage);
        expect(mask).toContain('M858.5');
        await page.unroute('**/assets/*.js');
        await page.goto(path);
        await expect(page.locator('#rs-shell')).toHaveCount(0);
        await expect(page.locator('.rs-dir-head__meta .rs-tag').first()).toBeVisible();
        const app = await shellBoxes(page, PARTS, true);
        const where = `${language} ${width} px ${path}`;
        expect(shell.title, where).not.toBeNull();
        expect(shell.row, where).not.toBeNull();
        // the paragraph where the shell could draw it (plain text and bold): the same box
        if (shell.paragraph) withParagraph += 1;
        expect(shell, where).toEqual(shell.paragraph ? app : { ...app, paragraph: null });
      }
    }
  }
  expect(withParagraph).toBeGreaterThan(0);
});

test("an article's blurred cover is drawn only where the picture leaves room for it", async ({
  page,
}) => {
  const found = await page.request.get('/api/article/search?sort=latest&skip=0&limit=1');
  const [article] = ((await found.json()) as { data: { list: { uuid: string }[] } }).data.list;
  const path = `/article-detail/${article!.uuid}`;
  for (const [width, drawn] of [
    [390, false],
    [1280, true],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    // the shell's cover, then the app's: a phone's picture fills the width and hides the copy
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('html[data-rs-item~=cover]')).toHaveCount(1);
    const shell = page.locator('#rs-shell .rs-shell-item__backdrop');
    await (drawn ? expect(shell).toBeVisible() : expect(shell).toBeHidden());
    await page.unroute('**/assets/*.js');
    await page.goto(path);
    await expect(page.locator('.rs-dir-cover__image img')).toBeVisible();
    const app = page.locator('.rs-dir-cover__backdrop');
    await (drawn ? expect(app).toBeVisible() : expect(app).toBeHidden());
  }
});

import { expect, test, type Page } from '@playwright/test';
import { loginWithPassword } from './helpers.ts';

// A phone: 390 px wide, with a mobile viewport (the layout viewport grows when a page is too wide,
// which is how the hot strip once made /robot-list 2,121 px wide and scroll sideways).
const WIDTH = 390;
test.use({
  locale: 'en-US',
  viewport: { width: WIDTH, height: 844 },
  isMobile: true,
  hasTouch: true,
});

/** Waits until the page has its data (no request in flight, no skeleton left), then measures it. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // the placeholders of the list pages and the chat (plain ones, decision 034) and of the antd
  // pages; the home page's sections below the fold keep theirs (and their size) until the reader
  // scrolls near them, so they are not waited for
  await expect(page.locator('.ant-skeleton, .rs-skeleton')).toHaveCount(0);
  const size = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(size.window, `${path}: layout viewport`).toBeLessThanOrEqual(WIDTH);
  expect(size.document, `${path}: document width`).toBeLessThanOrEqual(size.window);
}

async function firstRobotHref(page: Page): Promise<string> {
  await page.goto('/robot-list');
  const link = page
    .getByRole('list', { name: 'Robots' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/robot-info\/[\w-]+$/);
  return href!;
}

test('no public page is wider than a phone screen', async ({ page }) => {
  const robot = await firstRobotHref(page);
  for (const path of [
    '/',
    '/robot-list',
    '/ai-tool-list',
    '/article-list',
    '/xky',
    '/contact',
    robot.replace('/robot-info/', '/robot-detail/'),
    robot,
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test('the signed-in chat page is not wider than a phone screen', async ({ page }) => {
  const robot = await firstRobotHref(page);
  await page.goto('/login');
  await loginWithPassword(page, 'demo', 'demo12345');
  await expect(page).not.toHaveURL(/\/login/);
  const chat = robot.replace('/robot-info/', '/chat/');
  await expectNoSidewaysScroll(page, chat);
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible();
});

test("on a phone, an answer's wide table scrolls in its own box, its words whole", async ({
  page,
}) => {
  const robot = await firstRobotHref(page);
  await page.goto('/login');
  await loginWithPassword(page, 'demo', 'demo12345');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(robot.replace('/robot-info/', '/chat/'));
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(`Put it in a table ${Date.now()}`);
  await box.press('Enter');
  const answer = page.getByTestId('message-assistant').last();
  // the answer has ended when its buttons show
  await expect(answer.getByRole('button', { name: 'Regenerate' })).toBeVisible({ timeout: 30_000 });
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  const size = await table.evaluate((el) => {
    const cell = el.querySelector('th:nth-child(3)')!; // 'Version', one word
    const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
    return {
      table: el.scrollWidth,
      box: el.parentElement!.clientWidth,
      versionLines: Math.round((cell.clientHeight - 12) / lineHeight),
      document: document.documentElement.scrollWidth,
    };
  });
  // wider than its box, which scrolls; no word cut in two ('Versio n'); the page itself stays put
  expect(size.table).toBeGreaterThan(size.box);
  expect(size.versionLines).toBe(1);
  expect(size.document).toBeLessThanOrEqual(WIDTH);
});

import { expect, test, type Page } from '@playwright/test';
import { uniqueUsername } from './helpers.ts';

// Between a phone and a wide screen the full header once ran its section links into the language,
// theme and account buttons (750-900 px, and to 1200 px with a long nickname in English). At each
// width, in both languages, signed out and signed in with the longest nickname there is, no two of
// the header's parts may overlap and none may reach past the window.
const WIDTHS = [750, 820, 1023, 1024, 1100, 1199, 1200, 1280];
const LONG_NICKNAME = 'Wolfgang Amadeus Mozart-Schmidt!'; // 32 characters: the most a nickname has

interface Box {
  name: string;
  left: number;
  right: number;
}

/** The header's parts left to right: menu button, brand, each section link, each action button. */
async function headerParts(page: Page): Promise<Box[]> {
  return page.locator('header').evaluate((header) =>
    Array.from(
      header.querySelectorAll(
        '.rs-mobile-nav__button, .rs-brand-link, .rs-desktop-nav__link, .rs-header-actions > *',
      ),
    ).map((el) => {
      const box = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? el.textContent ?? el.className;
      return { name: name.trim(), left: box.left, right: box.right };
    }),
  );
}

async function expectHeaderFits(page: Page, width: number, what: string): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/article-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const parts = await headerParts(page);
  expect(parts.length, `${what}: header parts`).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    expect(part.left, `${what}: ${part.name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(part.right, `${what}: ${part.name} ends inside the window`).toBeLessThanOrEqual(width);
    const next = parts[i + 1];
    if (next) {
      expect(part.right, `${what}: ${part.name} ends before ${next.name}`).toBeLessThanOrEqual(
        next.left,
      );
    }
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${what}: document width`).toBeLessThanOrEqual(width);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`the full header at tablet and laptop widths, ${locale}`, () => {
    test.use({ locale });

    test('signed out: nothing overlaps', async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('rs.language', language), locale);
      for (const width of WIDTHS) await expectHeaderFits(page, width, `${width} px, signed out`);
    });

    test('signed in with a long nickname: nothing overlaps, the links in a menu below 1024 px', async ({
      page,
    }) => {
      const username = uniqueUsername('wide');
      const password = 'Header-widths-2026';
      const registered = await page.request.post('/api/user/register', {
        data: { username, password, nickname: LONG_NICKNAME },
      });
      expect(registered.status()).toBe(201);
      const login = await page.request.post('/api/user/login', { data: { username, password } });
      const { data } = (await login.json()) as { data: { access_token: string } };
      await page.addInitScript(
        ([language, token]) => {
          localStorage.setItem('rs.language', language!);
          localStorage.setItem('rs.token', JSON.stringify({ state: { token }, version: 0 }));
        },
        [locale, data.access_token],
      );
      for (const width of WIDTHS) {
        await expectHeaderFits(page, width, `${width} px, signed in`);
        const menu = page.getByRole('button', {
          name: locale === 'en-US' ? 'Features menu' : '功能菜单',
        });
        const links = page.locator('.rs-desktop-nav');
        if (width < 1024) {
          await expect(menu).toBeVisible();
          await expect(links).toHaveCount(0);
        } else {
          await expect(menu).toHaveCount(0);
          await expect(links).toBeVisible();
        }
        // The greeting is on the button except where the links take its room (1024-1199 px).
        const greeting = page.getByTestId('greeting');
        if (width >= 1024 && width < 1200) await expect(greeting).toBeHidden();
        else await expect(greeting).toBeVisible();
      }
    });
  });
}

// The static shell drawn before the app starts keeps the features menu's place where the app will
// draw it (below 1024 px, not on a shared item's light header): the logo does not move across when
// the app replaces the shell.
// On a shared robot's or item's page that holds before the page's read answers as well.
test('the shell puts the logo where the app will', async ({ page }) => {
  const first = async (kind: string) => {
    const found = await page.request.get(`/api/${kind}/search?sort=latest&skip=0&limit=1`);
    return ((await found.json()) as { data: { list: { uuid: string }[] } }).data.list[0]!.uuid;
  };
  const uuid = await first('robot');
  const tool = await first('aitool');
  const brandLeft = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().left));
  for (const [width, path] of [
    [390, '/robot-list'],
    [820, '/robot-list'],
    [1023, '/'],
    [1024, '/'],
    [390, `/robot-detail/${uuid}`],
    [820, `/robot-info/${uuid}`],
    [390, `/ai-tool-detail/${tool}`],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.route('**/assets/*.js', (route) => route.abort());
    // before the page's read has answered (it never does here), and after
    await page.route('**/api/*/detail/**', () => undefined);
    await page.goto(path);
    const waiting = await brandLeft('#rs-shell .rs-shell-header__brand');
    await page.unroute('**/api/*/detail/**');
    await page.goto(path);
    const shell = await brandLeft('#rs-shell .rs-shell-header__brand');
    expect(waiting, `${width} px ${path}, before the read`).toBe(shell);
    await page.unroute('**/assets/*.js');
    await page.goto(path);
    await expect(page.locator('#rs-shell')).toBeHidden();
    expect(await brandLeft('.rs-brand-link'), `${width} px ${path}`).toBe(shell);
  }
});

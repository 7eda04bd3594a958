import { expect, test, type Page } from '@playwright/test';
import { shellBoxes, type ShellParts } from './shell-boxes.ts';

// The industry page (/xky), the contact page and the sign-in page are drawn first by the static app
// shell: the store system's eyebrow, title and description beside or above the room of its picture;
// the contact page's title and the line under it; the sign-in page's way back home, title (under
// the robot mark on a phone) and the line under it (each page's largest paint). When the app replaces the
// shell, each must be where the shell drew it: in both languages, on a phone, a tablet and a
// desktop.
type Parts = ShellParts;

const XKY: Parts = {
  eyebrow: ['#rs-shell .rs-shell-xky__eyebrow:lang({lang})', '.rs-xky__eyebrow'],
  title: ['#rs-shell .rs-shell-xky__title:lang({lang})', '.rs-xky__title'],
  description: ['#rs-shell .rs-shell-xky__description:lang({lang})', '.rs-xky__description'],
  art: ['#rs-shell .rs-shell-xky__art > span', '.rs-xky__art svg'],
};

const CONTACT: Parts = {
  title: ['#rs-shell .rs-shell-contact__title:lang({lang})', '.rs-contact__title'],
  subtitle: ['#rs-shell .rs-shell-contact__subtitle:lang({lang})', '.rs-contact__subtitle'],
};

const LOGIN: Parts = {
  back: ['#rs-shell .rs-shell-login__back', '.rs-login__back'],
  title: ['#rs-shell .rs-shell-login__title:lang({lang})', '.rs-login__title'],
  subtitle: ['#rs-shell .rs-shell-login__subtitle:lang({lang})', '.rs-login__subtitle'],
};

async function compare(page: Page, path: string, route: string, parts: Parts, drawn: string) {
  for (const language of ['en-US', 'zh-CN']) {
    await page.addInitScript((l) => localStorage.setItem('rs.language', l), language);
    for (const width of [390, 820, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.route('**/assets/*.js', (r) => r.abort());
      await page.goto(path);
      await expect(page.locator(`html[data-rs-route=${route}]`)).toHaveCount(1);
      const shell = await shellBoxes(page, parts, false, language);
      await page.unroute('**/assets/*.js');
      await page.goto(path);
      await expect(page.locator('#rs-shell')).toHaveCount(0);
      await expect(page.locator(drawn)).toBeVisible();
      const app = await shellBoxes(page, parts, true, language);
      const where = `${path} ${language} ${width} px`;
      for (const part of Object.keys(parts)) expect(shell[part], `${where} ${part}`).not.toBeNull();
      expect(shell, where).toEqual(app);
    }
  }
}

test("the shell draws the industry page's opening where the app will", async ({ page }) => {
  await compare(page, '/xky', 'xky', XKY, '.rs-xky__art svg');
});

test("the shell draws the contact page's title where the app will", async ({ page }) => {
  await compare(page, '/contact', 'contact', CONTACT, '.rs-contact__card');
});

test("the shell draws the sign-in page's title where the app will", async ({ page }) => {
  await compare(page, '/login', 'login', LOGIN, '.rs-login form');
});

test('the shell shows one page at a time: the route it stands for', async ({ page }) => {
  await page.route('**/assets/*.js', (r) => r.abort());
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const [path, route] of [
      ['/', 'home'],
      ['/robot-list', 'square'],
      ['/ai-tool-list', 'aitool'],
      ['/article-list', 'articles'],
      ['/xky', 'xky'],
      ['/contact', 'contact'],
      ['/login', 'login'],
    ] as const) {
      await page.goto(path);
      const shown = await page
        .locator('#rs-shell .rs-shell-page')
        .evaluateAll((pages) =>
          pages
            .filter((p) => p.getClientRects().length > 0)
            .map((p) => p.getAttribute('data-route')),
        );
      expect(shown, `${path} ${width} px`).toEqual([route]);
    }
  }
});

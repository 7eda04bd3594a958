import { expect, test, type Page } from '@playwright/test';

/** The showcase's title and its seven modules, as the locale files word them. */
const SHOWCASE = {
  'zh-CN': {
    title: '实体门店 AI 获客系统',
    modules: [
      '按性别和年龄的客流统计',
      '定制小程序',
      '管理驾驶舱',
      'AI 迎宾',
      'AI 语音接待员',
      'AI 发型试戴',
      'AI 换装',
    ],
    list: '行业应用',
    chart: '各年龄段男女客流',
  },
  'en-US': {
    title: 'The AI customer-acquisition system for physical stores',
    modules: [
      'Traffic statistics by gender and age',
      'Custom mini-programs',
      'Management dashboard',
      'AI greeter',
      'AI receptionist with voice',
      'AI hairstyle try-on',
      'AI outfit change',
    ],
    list: 'Industry applications',
    chart: 'Visitors by age group and gender',
  },
} as const;

type Locale = keyof typeof SHOWCASE;

/** Opens /xky and checks the showcase, its charts and the list of applications. */
async function expectShowcase(page: Page, locale: Locale): Promise<void> {
  const words = SHOWCASE[locale];
  await page.goto('/xky');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  for (const name of words.modules)
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: words.chart })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: words.list, exact: true }),
  ).toBeVisible();
  const applications = page.getByRole('list', { name: words.list, exact: true });
  // The six seeded ones at least.
  await expect(applications.getByRole('article').first()).toBeVisible();
  expect(await applications.getByRole('article').count()).toBeGreaterThanOrEqual(6);
}

/** Nothing on the page is wider than the window: no horizontal scrolling. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.scroll, `${page.url()} is wider than the window`).toBeLessThanOrEqual(
    widths.window,
  );
}

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('/xky shows the store system, its seven modules and the applications', async ({ page }) => {
    await expectShowcase(page, 'zh-CN');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  test('/xky shows the store system, its seven modules and the applications', async ({ page }) => {
    await expectShowcase(page, 'en-US');
  });
});

test.describe('on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true });

  test('/xky, the lists and every article scroll only vertically', async ({ page }) => {
    await expectShowcase(page, 'en-US');
    await expectNoHorizontalScroll(page);

    await page.goto('/ai-tool-list');
    const tools = page.getByRole('list', { name: 'AI tools', exact: true });
    await expect(tools.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured tools' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Most visited' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The robot square's hot strip scrolls sideways the same way.
    await page.goto('/robot-list');
    await expect(page.getByRole('heading', { name: 'Hot robots' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Robots' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/article-list');
    const articles = page.getByRole('list', { name: 'Articles', exact: true });
    // The eight seeded ones, and any an earlier test wrote.
    await expect(articles.getByRole('article').first()).toBeVisible();
    expect(await articles.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await expectNoHorizontalScroll(page);

    // The seeded articles have long code lines and tables: they scroll inside their own boxes.
    const links = await articles
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const href of links) {
      expect(href).toMatch(/^\/article-info\/[\w-]+$/);
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Details' }).getByRole('heading').first(),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});

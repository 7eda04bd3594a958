import { expect, test, type Page } from '@playwright/test';
import { expectGreeting, register, uniqueUsername } from './helpers.ts';

// The fake model (e2e/fake-model-server.ts) answers a first question with 'long' in it slowly, word by
// word, for a while: on a phone's screen the answer grows well past the view while it streams.
test.use({ locale: 'en-US', actionTimeout: 30_000 });

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop generating' });
const jumpButton = (page: Page) => page.getByRole('button', { name: 'Jump to latest' });

/** The conversation's scroller: how far its view is from the end, and how much it holds. */
const scroller = (page: Page) =>
  page.getByTestId('message-list').evaluate((el) => ({
    fromEnd: el.scrollHeight - el.scrollTop - el.clientHeight,
    top: el.scrollTop,
    height: el.scrollHeight,
    view: el.clientHeight,
  }));

test('a streaming answer keeps the view at its end, until the reader scrolls up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page, uniqueUsername('follow'), 'secret-pass1');
  await expectGreeting(page, 'follow');
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/assistant');
  await questionBox(page).fill(`Tell me a long story ${Date.now().toString(36)}`);
  await questionBox(page).press('Enter');
  await expect(stopButton(page)).toBeVisible();

  // While it streams, the view follows the growing answer: sampled every ~100 ms, the end is never
  // out of sight (a frame may show a row grown before the list scrolled: the slack of 'pinned').
  const samples: { fromEnd: number; height: number; view: number }[] = [];
  await expect
    .poll(
      async () => {
        const s = await scroller(page);
        samples.push(s);
        return s.height > s.view * 2;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
  expect(samples.length).toBeGreaterThan(3);
  for (const s of samples) expect(s.fromEnd, JSON.stringify(s)).toBeLessThan(48);
  await expect(jumpButton(page)).toHaveCount(0);

  // The reader scrolls up: the answer goes on growing below, the view stays where the reader is.
  await page.getByTestId('message-list').hover();
  await page.mouse.wheel(0, -400);
  await expect(jumpButton(page)).toBeVisible();
  // the wheel's scrolling is animated: where it ends is where the reader is
  let readerAt = -1;
  await expect
    .poll(async () => {
      const was = readerAt;
      readerAt = (await scroller(page)).top;
      return readerAt === was;
    })
    .toBe(true);
  const grownFrom = (await scroller(page)).height;
  await expect.poll(async () => (await scroller(page)).height).toBeGreaterThan(grownFrom + 50);
  expect((await scroller(page)).top).toBe(readerAt);

  // Jump to latest: at the end again, and following again.
  await jumpButton(page).click();
  await expect.poll(async () => (await scroller(page)).fromEnd).toBeLessThan(48);
  await expect(jumpButton(page)).toHaveCount(0);
  const again = (await scroller(page)).height;
  await expect.poll(async () => (await scroller(page)).height).toBeGreaterThan(again + 50);
  expect((await scroller(page)).fromEnd).toBeLessThan(48);
  await page.keyboard.press('Escape');
});

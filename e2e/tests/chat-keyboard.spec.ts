import { expect, test, type Page } from '@playwright/test';
import { expectGreeting, register, uniqueUsername } from './helpers.ts';

// The fake model (e2e/fake-model-server.ts) answers a first question with 'long' in it slowly, word by
// word, for a while: long enough to act on while it streams, however busy the machine.
test.use({ locale: 'en-US', actionTimeout: 30_000 });

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop generating' });
const answers = (page: Page) => page.getByTestId('message-assistant');

async function startAssistant(page: Page): Promise<void> {
  const username = uniqueUsername('chatkeys');
  await register(page, username, 'secret-pass1');
  await expectGreeting(page, username);
  await page.goto('/assistant');
  await expect(questionBox(page)).toBeVisible();
}

/** Asks `question` and waits for its answer to be streaming. */
async function askLong(page: Page, question: string): Promise<void> {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  await expect(answers(page).last()).toContainText(`Answer 1 to: ${question}`);
  await expect(stopButton(page)).toBeVisible();
}

test('Escape stops a streaming answer; Save and send of an edit leaves the keyboard in the question box', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startAssistant(page);
  const suffix = Date.now().toString(36);

  // Escape in the question box: stopped as by the stop button, the focus still in the box.
  await askLong(page, `Tell me a long story ${suffix}`);
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  const first = answers(page).first();
  await expect(first.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(first).not.toContainText('That is answer number');
  await expect(stopButton(page)).toHaveCount(0);
  await expect(questionBox(page)).toBeFocused();

  // Escape with the focus elsewhere on the page (a click on the conversation): stopped, focus back.
  await askLong(page, `Another long tale ${suffix}`);
  await answers(page).last().locator('h2').click();
  await expect(questionBox(page)).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(answers(page).last().getByText('Stopped', { exact: true })).toBeVisible();
  await expect(questionBox(page)).toBeFocused();

  // Save and send of an edited question, from the keyboard: the focus goes to the question box.
  await page.getByRole('button', { name: 'Edit question' }).first().click();
  const edit = page.getByRole('textbox', { name: 'Edit question' });
  await expect(edit).toBeFocused();
  await edit.press('End');
  await page.keyboard.type(' please');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save and send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edit).toHaveCount(0);
  await expect(questionBox(page)).toBeFocused();
  await page.keyboard.type('typed on');
  await expect(questionBox(page)).toHaveValue('typed on');
});

test('on a 390 px phone, the history drawer has one title, one padding, and Escape only closes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startAssistant(page);
  // a phone from here (the header's greeting, which register() waits for, is a desktop's)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(questionBox(page)).toBeVisible();
  await askLong(page, `A long answer please ${Date.now().toString(36)}`);

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('History', { exact: true })).toHaveCount(1);
  // the list's own padding (10 px) between the drawer's edge and the New conversation button, no more
  const newButton = drawer.getByRole('button', { name: 'New conversation' });
  await expect(newButton).toBeVisible();
  // (polled: while the drawer slides in, its parts are seen at different points of the motion)
  const inset = async () =>
    ((await newButton.boundingBox())?.x ?? 0) - ((await drawer.boundingBox())?.x ?? 0);
  await expect.poll(inset).toBeLessThanOrEqual(12);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(stopButton(page)).toBeVisible();
  await expect(answers(page).last().getByText('Stopped', { exact: true })).toHaveCount(0);
});

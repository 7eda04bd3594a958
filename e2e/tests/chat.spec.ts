import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectGreeting, loginWithPassword, register, uniqueUsername } from './helpers.ts';

// The e2e server's model is e2e/fake-model-server.ts: a markdown answer, one word every ~40 ms, that
// starts with `## Answer <n> to: <question>` (n counts the times that question was asked) and ends with
// `That is answer number <n>`.
test.use({ locale: 'en-US', actionTimeout: 30_000 });

const answers = (page: Page) => page.getByTestId('message-assistant');
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop generating' });

async function ask(page: Page, question: string): Promise<void> {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  await expect(page.getByTestId('message-user').last()).toContainText(question);
}

/**
 * Waits for `answer` to be complete while sampling its text: a streamed answer is seen at more than
 * one length on its way (a whole answer arriving at once would be seen at one length only).
 */
async function expectStreamedToEnd(answer: Locator, ending: string): Promise<void> {
  const lengths = new Set<number>();
  await expect
    .poll(
      async () => {
        const text = await answer.innerText();
        if (text.trim()) lengths.add(text.length);
        return text;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toContain(ending);
  expect(lengths.size).toBeGreaterThan(1);
}

test('chat with a robot: streamed markdown, stop, regenerate, branches, reload and the assistant', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('chat');
  const suffix = username.slice(-6);
  const first = `What should I read first ${suffix}?`;
  const second = `Tell me a long story ${suffix}`;
  const third = `Help me with code ${suffix}`;

  // A new user has credits to chat with.
  await register(page, username, 'secret-pass1');
  await expectGreeting(page, username);

  // From the square to a seeded robot's page, then into its chat.
  await page.goto('/robot-list');
  const card = page.getByRole('list', { name: 'Robots' }).getByRole('article').first();
  const robotName = (await card.getAttribute('aria-label')) ?? '';
  expect(robotName).not.toBe('');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/robot-info\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: robotName })).toBeVisible();
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);

  // The question box grows with its lines, stops growing at eight (then scrolls), and shrinks back.
  const box = questionBox(page);
  const height = async () => (await box.boundingBox())?.height ?? 0;
  const oneLine = await height();
  await box.fill('one\ntwo\nthree');
  await expect.poll(height).toBeGreaterThan(oneLine * 2);
  await box.fill(Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n'));
  await expect.poll(height).toBeGreaterThan(oneLine * 5);
  expect(await height()).toBeLessThan(oneLine * 8);
  await box.fill('');
  await expect.poll(height).toBe(oneLine);

  // The first answer streams in as markdown: a heading, a list and a highlighted ts code block.
  await ask(page, first);
  const answer = answers(page).last();
  await expectStreamedToEnd(answer, 'That is answer number 1');
  await expect(answer.getByRole('heading', { name: `Answer 1 to: ${first}` })).toBeVisible();
  await expect(answer.getByRole('listitem')).toHaveCount(3);
  await expect(answer.locator('.rs-md-code-lang')).toHaveText('ts');
  await expect(answer.locator('pre')).toContainText('console.log(greeting);');
  await expect(stopButton(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\?c=[\w-]+$/);
  const conversationUrl = page.url();

  // The second answer is stopped midway: what came so far stays, marked stopped.
  await ask(page, second);
  const stopped = answers(page).nth(1);
  await expect(stopped).toContainText(`Answer 1 to: ${second}`);
  await stopButton(page).click();
  await expect(stopped.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(stopped).toContainText(`Answer 1 to: ${second}`);
  await expect(stopped).not.toContainText('That is answer number');

  // Regenerate adds a second version of that answer; the switcher goes between the two.
  await stopped.getByRole('button', { name: 'Regenerate' }).click();
  const regenerated = answers(page).nth(1);
  await expectStreamedToEnd(regenerated, 'That is answer number 2');
  const versions = regenerated.getByRole('group', { name: 'Versions' });
  await expect(versions).toContainText('2/2');
  await versions.getByRole('button', { name: 'Previous version' }).click();
  const firstVersion = answers(page).nth(1);
  await expect(firstVersion.getByRole('group', { name: 'Versions' })).toContainText('1/2');
  await expect(firstVersion).toContainText(`Answer 1 to: ${second}`);
  await expect(firstVersion.getByText('Stopped', { exact: true })).toBeVisible();
  await firstVersion.getByRole('button', { name: 'Next version' }).click();
  await expect(answers(page).nth(1)).toContainText('That is answer number 2');

  // A reload finds the conversation: from the URL, and in the history.
  await page.reload();
  await expect(page).toHaveURL(conversationUrl);
  await expect(page.getByTestId('message-user').first()).toContainText(first);
  await expect(page.getByTestId('message-user').nth(1)).toContainText(second);
  await expect(answers(page).first()).toContainText('That is answer number 1');
  await expect(answers(page).nth(1).getByRole('group', { name: 'Versions' })).toContainText(/\/2/);
  const history = page.getByRole('navigation', { name: 'History' });
  const entry = history.getByRole('button', { name: first.slice(0, 20) });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('aria-current', 'page');

  // Leave for a new conversation, then open this one again from the history.
  await history.getByRole('button', { name: 'New conversation' }).click();
  await expect(page.getByTestId('message-user')).toHaveCount(0);
  await entry.click();
  await expect(page).toHaveURL(conversationUrl);
  await expect(page.getByTestId('message-user').first()).toContainText(first);

  // The general assistant streams its answers too, and its history holds only its own conversations.
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { name: 'AI assistant' }).first()).toBeVisible();
  const assistantHistory = page.getByRole('navigation', { name: 'History' });
  await expect(assistantHistory.getByText('No conversations yet')).toBeVisible();
  await ask(page, third);
  const assistantAnswer = answers(page).last();
  await expectStreamedToEnd(assistantAnswer, 'That is answer number 1');
  await expect(assistantAnswer.locator('.rs-md-code-lang')).toHaveText('ts');
  await expect(page).toHaveURL(/\/assistant\?c=[\w-]+$/);
  await expect(assistantHistory.getByRole('button', { name: third.slice(0, 20) })).toBeVisible();
  await expect(assistantHistory.getByRole('button', { name: first.slice(0, 20) })).toHaveCount(0);
});

test('a question asked while the network is down is answered on retry, its markdown styled', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await loginWithPassword(page, 'demo', 'demo12345');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/robot-list');
  const card = page.getByRole('list', { name: 'Robots' }).getByRole('article').first();
  const href = await card.getByRole('link').first().getAttribute('href');
  await page.goto(href!.replace('/robot-info/', '/chat/'));
  await expect(questionBox(page)).toBeVisible();

  // Offline while the question is written: the markdown renderer, asked for as the box takes the
  // focus, cannot load; nor can the question be sent.
  await context.setOffline(true);
  const question = `Offline question ${Date.now()}`;
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'Network error' });
  await expect(refusal).toBeVisible();
  await expect(questionBox(page)).toHaveValue(question);

  // Back online, a retry answers, in markdown with its stylesheet (a code block in its frame).
  await context.setOffline(false);
  await refusal.getByRole('button', { name: 'Retry' }).click();
  const answer = answers(page).last();
  await expect(answer).toContainText('That is answer number', { timeout: 30_000 });
  const code = answer.locator('.rs-md-code');
  await expect(code).toBeVisible();
  await expect(code).toHaveCSS('border-radius', '10px');
  await expect(questionBox(page)).toHaveValue('');
});

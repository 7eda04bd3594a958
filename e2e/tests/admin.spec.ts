import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectGreeting, loginWithPassword, register, uniqueUsername } from './helpers.ts';

// The e2e server starts with the superuser e2eadmin (playwright.config.ts) and the model seeded from
// OPENAI_* (the fake model server, which answers `## Answer <n> to: <question>` ... `That is answer
// number <n>` whatever model name it is asked for).
test.use({ locale: 'en-US', actionTimeout: 30_000 });

const ADMIN = { username: 'e2eadmin', password: 'Admin-e2e-Pass-2026' };

async function signInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await loginWithPassword(page, ADMIN.username, ADMIN.password);
  await expectGreeting(page, ADMIN.username);
  return page;
}

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });

/**
 * Picks an option of the open antd Select and waits until it shows as chosen. A click that lands
 * while the list is still opening can be lost; then it is clicked again (a chosen option is never
 * clicked, which would take it back in a multiple Select).
 */
async function choose(page: Page, option: string): Promise<void> {
  const item = page.locator('.ant-select-item-option', { hasText: option });
  await expect(async () => {
    if (!(await item.getAttribute('class'))?.includes('ant-select-item-option-selected')) {
      await item.click({ timeout: 5_000 });
    }
    await expect(item).toHaveClass(/ant-select-item-option-selected/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function ask(page: Page, question: string): Promise<void> {
  await questionBox(page).fill(question);
  await questionBox(page).press('Enter');
}

test('a superuser reads the dashboard, adds a model, limits a user and disables them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = uniqueUsername('lim');
  await register(page, username, 'Limits-e2e-2026');
  await expectGreeting(page, username);

  const admin = await signInAdmin(browser);

  // The dashboard: the admin's own visit makes one active user at least.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByText('Active users')).toBeVisible();
  await expect(admin.getByText('New users per day')).toBeVisible();

  // A model added at run time, on the provider seeded from OPENAI_*.
  // unique per run, also its name: a retry meets the first try's model in the same database
  const modelId = `backup-${Date.now().toString(36)}`;
  const modelName = `Backup model ${modelId}`;
  await admin.goto('/admin/models');
  await admin.getByRole('button', { name: 'Add model' }).first().click();
  const modal = admin.getByRole('dialog', { name: 'Add model' });
  await modal.getByLabel('Model id').fill(modelId);
  await modal.getByLabel('Upstream model name').fill('fake-model');
  await modal.getByLabel('Name (Chinese)').fill('备用模型');
  await modal.getByLabel('Name (English)').fill(modelName);
  await modal.getByLabel('Supports tools (plugins)').check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(admin.getByText(modelId).first()).toBeVisible();

  // The user chats with it at once, with the calculator plugin: the model calls it, the server runs
  // it and the answer quotes the exact result; the step shows in the answer.
  await page.goto('/assistant');
  // the pickers are plain buttons until first opened; the click brings antd's Select, open
  await page.getByRole('button', { name: 'Model', exact: true }).click();
  await choose(page, modelName);
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await choose(page, 'Calculator');
  await page.keyboard.press('Escape');
  await expect(page.locator('.rs-chat-plugin-select')).toContainText('Calculator');
  await ask(page, 'calc: 0.1 + 0.2');
  const answer = page.getByTestId('message-assistant').last();
  await expect(answer).toContainText('The calculator says 0.1 + 0.2 = 0.3.', { timeout: 30_000 });
  await answer.getByRole('button', { name: /Calculator/ }).click();
  await expect(answer.getByText('"0.1 + 0.2"').first()).toBeVisible();

  // One question a day: the user has asked one, so the very next one is refused.
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox').fill(username);
  await admin.getByRole('button', { name: username, exact: true }).click();
  const drawer = admin.getByRole('dialog');
  await drawer.getByRole('tab', { name: 'Limits' }).click();
  const daily = drawer.getByRole('group', { name: 'Asks per day' });
  await daily.getByRole('checkbox', { name: 'Use default' }).uncheck();
  await daily.getByRole('spinbutton', { name: 'Asks per day' }).fill('1');
  await drawer.getByRole('button', { name: 'Save limits' }).click();
  await expect(admin.getByText('Saved').first()).toBeVisible();

  await ask(page, 'And one more?');
  await expect(page.getByText("You have used all of today's questions").first()).toBeVisible();
  // the refused question is kept in the box
  await expect(questionBox(page)).toHaveValue('And one more?');

  // Disabled: the user's session ends at once.
  await drawer.getByRole('tab', { name: 'Overview' }).click();
  await drawer.getByRole('button', { name: 'Disable account' }).click();
  await admin
    .getByRole('dialog', { name: 'Disable this account?' })
    .getByRole('button', { name: 'Disable account' })
    .click();
  await expect(admin.getByText('Account disabled').first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveCount(0, { timeout: 15_000 });

  // ... and the audit log has every change.
  await admin.goto('/admin/logs');
  await admin.getByRole('tab', { name: /audit/i }).click();
  await expect(admin.getByText('user.update').first()).toBeVisible();
  await expect(admin.getByText('models.saveModel').first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { expectGreeting, loginWithPassword } from './helpers.ts';

test.use({ locale: 'en-US' });

test('AI writing streams a suggestion into the robot form, and undo restores what was there', async ({
  page,
}) => {
  await page.goto('/login');
  await loginWithPassword(page, 'demo', 'demo12345');
  await expectGreeting(page, 'Demo');

  await page.goto('/robot-list');
  await page.getByRole('button', { name: 'Create robot' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create robot' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill('Trip helper');
  const intro = dialog.getByLabel('Introduction', { exact: true });
  await intro.fill('Plans my weekends');

  // The fake model's suggestion replaces the introduction as it streams, within the field's 100
  // characters. (Without a model the buttons are off: the component tests cover that.)
  const write = dialog.getByRole('button', { name: 'AI write: Introduction, 3 left' });
  await expect(write).toHaveText('AI write (3)');
  await write.click();
  await expect(intro).not.toHaveValue('Plans my weekends');
  await expect(intro).toHaveValue(/\S/);
  // Finished: the button is back, with the use spent.
  await expect(
    dialog.getByRole('button', { name: 'AI write: Introduction, 2 left' }),
  ).toBeEnabled();
  expect(Array.from(await intro.inputValue()).length).toBeLessThanOrEqual(100);

  await dialog.getByRole('button', { name: 'Undo AI writing: Introduction' }).click();
  await expect(intro).toHaveValue('Plans my weekends');
  await expect(dialog.getByRole('button', { name: /^Undo AI writing/ })).toHaveCount(0);
});

import { expect, type Locator, type Page } from '@playwright/test';
import type { FilePayload } from './fixtures.ts';

let counter = 0;
/** A username no other test (or earlier run on the same database) has used. */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export async function register(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign up' });
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Sign up and log in' }).click();
}

export async function loginWithPassword(page: Page, account: string, password: string) {
  await page.getByRole('tab', { name: 'Password' }).click();
  const form = page.getByRole('tabpanel', { name: 'Password' });
  await form.getByLabel('Username or email').fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export async function expectGreeting(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('greeting')).toContainText(name);
}

/**
 * Opens the header's 'my' menu and clicks one of its items, once the menu is shown and its opening
 * animation has ended (a click during it could land where the item was a frame before: with antd's
 * dropdown that was seen once in ten runs on a loaded machine).
 */
export async function chooseFromMyMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'My menu' }).click();
  const menu = page.getByRole('menu', { name: 'My menu' });
  await expect(menu).toBeVisible();
  // The menu slides in (components/plain/menu.css): wait until it has stopped moving, so the click
  // lands on the item and not where the item was a frame before.
  await expect
    .poll(() => menu.evaluate((el) => el.closest('.rs-menu-popup')?.getAnimations().length ?? 0))
    .toBe(0);
  await menu.getByRole('menuitem', { name: item }).click();
}

/** A text field of a form by its label; required fields' labels may start with antd's '* ' mark. */
export function field(scope: Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });
}

/** Waits for a toast and for it to go, so the next step cannot mistake it for its own. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text, { exact: true });
  await expect(toast.first()).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
}

/** The picture is served and decodes as an image. */
export async function expectDecodedImage(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

/** Clicks a button that opens the browser's file picker and answers it with `file`. */
export async function chooseFile(page: Page, button: Locator, file: FilePayload): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

import { expect, type Page } from '@playwright/test';

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
 * Opens the header's 'my' menu and clicks one of its items. The click waits for the menu's opening
 * animation to end: clicked during it, Playwright could scroll the page to reach the item, the menu
 * then re-aligned under the sticky header, and the button released over the header instead (seen
 * once in ten runs on a loaded machine).
 */
export async function chooseFromMyMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'My menu' }).click();
  const menu = page
    .locator('.ant-dropdown')
    .filter({ has: page.getByRole('menuitem', { name: item }) });
  await expect(menu).not.toHaveClass(/ant-slide-up-(appear|enter)|ant-dropdown-hidden/);
  await page.getByRole('menuitem', { name: item }).click();
}

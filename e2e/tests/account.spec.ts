import { expect, test } from '@playwright/test';
import {
  expectGreeting,
  loginWithPassword,
  register,
  uniqueUsername,
  chooseFromMyMenu,
} from './helpers.ts';

test.use({ locale: 'en-US' });

test('register, see the greeting, log out with confirmation, log back in', async ({ page }) => {
  const username = uniqueUsername();
  const password = 'secret-pass1';
  await register(page, username, password);
  await expect(page).toHaveURL(/\/$/);
  await expectGreeting(page, username);

  await chooseFromMyMenu(page, 'Log out');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Do you really want to log out?');
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveCount(0);

  // The revoked token is gone from storage: the protected route asks to log in again.
  await loginWithPassword(page, username, password);
  await expectGreeting(page, username);
});

test('wrong password shows the catalogue message and keeps the user signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await loginWithPassword(page, 'demo', 'not-the-password');
  await expect(page.getByText('Incorrect username or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a protected route opened signed out leads to login and back to it', async ({ page }) => {
  await page.goto('/assistant');
  await expect(page.getByText('Log in for more features').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fassistant/);
  await loginWithPassword(page, 'demo', 'demo12345');
  await expect(page).toHaveURL(/\/assistant$/);
  await expectGreeting(page, 'Demo');
});

test('an unsafe redirect after login goes home instead', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fx');
  await loginWithPassword(page, 'demo', 'demo12345');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('unknown paths land on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('change the password: another device is signed out, the new password signs in', async ({
  page,
  browser,
}) => {
  const username = uniqueUsername();
  await register(page, username, 'secret-pass1');
  await expectGreeting(page, username);

  // A second device signed in to the same account.
  const other = await browser.newContext({ locale: 'en-US' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await loginWithPassword(otherPage, username, 'secret-pass1');
  await expectGreeting(otherPage, username);

  await chooseFromMyMenu(page, 'Devices');
  const devices = page.getByRole('dialog', { name: 'Devices' });
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(devices.getByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveCount(2);
  await devices.getByRole('button', { name: 'Close' }).last().click();

  await chooseFromMyMenu(page, 'Change password');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('secret-pass1');
  // A common password is refused with the catalogue's message before anything changes.
  await dialog.getByLabel('New password', { exact: true }).fill('password123');
  await dialog.getByLabel('Confirm new password').fill('password123');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toContainText(/common/i);
  await dialog.getByLabel('New password', { exact: true }).fill('harbour-lamp-41');
  await dialog.getByLabel('Confirm new password').fill('harbour-lamp-41');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Other devices signed out: 1')).toBeVisible();
  // The dialog closes with an animation and then hands the focus back; the menu opens after that.
  await expect(dialog).toBeHidden();

  // The other device's session is gone: its next call asks it to sign in again.
  await otherPage.goto('/assistant');
  await expect(otherPage.getByText('Log in for more features').first()).toBeVisible();
  await other.close();

  await chooseFromMyMenu(page, 'Log out');
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await loginWithPassword(page, username, 'secret-pass1');
  await expect(page.getByText('Incorrect username or password').first()).toBeVisible();
  await loginWithPassword(page, username, 'harbour-lamp-41');
  await expectGreeting(page, username);
});

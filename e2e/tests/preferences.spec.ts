import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US' });

test('switching language reloads in Chinese and sets the html lang', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('button', { name: 'Language' }).click();
  // Chosen with the keyboard: the menu's opening animation moves the item under a mouse click,
  // and under load the menu is sometimes aligned late, so a click could land on the button.
  const chinese = page.getByRole('menuitem', { name: '简体中文' });
  await expect(chinese).toBeVisible();
  await Promise.all([page.waitForEvent('load'), chinese.press('Enter')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '机器人广场' }).first()).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the theme toggles to dark and stays dark after a reload', async ({ page }) => {
  await page.goto('/');
  const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await bodyBg();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect.poll(bodyBg).not.toBe(light);
  const dark = await bodyBg();
  await page.reload();
  await expect.poll(bodyBg).toBe(dark);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

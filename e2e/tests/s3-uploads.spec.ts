import { expect, test, type Locator } from '@playwright/test';
import { pngImage } from './fixtures.ts';
import {
  chooseFile,
  expectDecodedImage,
  expectGreeting,
  expectToast,
  field,
  register,
  uniqueUsername,
} from './helpers.ts';

/**
 * The app whose uploads live in an S3-compatible store (playwright.config.ts, fake-s3-server.ts):
 * the browser PUTs each picture straight to the bucket with a presigned URL, which the page's CSP
 * must allow (`connect-src`), and loads it from S3_PUBLIC_URL, which markdown must know to show it
 * as an image (the site settings' `uploadsBaseUrl`, decision 049).
 */
const s3AppPort = Number(process.env['E2E_S3_APP_PORT'] ?? 8196);
const s3Origin = `http://127.0.0.1:${Number(process.env['E2E_S3_PORT'] ?? 8197)}`;

test.use({ baseURL: `http://127.0.0.1:${s3AppPort}`, locale: 'en-US', actionTimeout: 30_000 });

/** Served from the store and decoded as an image. */
async function expectImageFromStore(img: Locator): Promise<void> {
  await expect(img).toHaveAttribute(
    'src',
    new RegExp(`^${s3Origin}/robot-square/[a-z0-9-]+\\.png$`),
  );
  await expectDecodedImage(img);
}

test('on an S3 install, a cover and an article image go to the bucket and show as images', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const username = uniqueUsername('s3writer');
  await register(page, username, 'secret-pass1');
  await expectGreeting(page, username);

  await page.goto('/article-list');
  await page.getByRole('button', { name: 'Write an article' }).click();
  const form = page.getByRole('dialog', { name: 'Write an article' });

  // The cover: a presigned PUT to the bucket, then confirmed by the server.
  const cover = form.getByRole('button', { name: /^(\* )?Cover$/ });
  await chooseFile(page, cover, pngImage('cover.png'));
  await expectToast(page, 'Image uploaded');
  await expectImageFromStore(form.getByTestId('item-image-preview').locator('img'));

  // An image in the text: written with the bucket's address, loaded by the preview.
  await field(form, 'Content').fill('Before the picture.\n\n');
  await chooseFile(page, form.getByRole('button', { name: 'Insert image' }), pngImage('flow.png'));
  await expectToast(page, 'Image inserted');
  await expect(field(form, 'Content')).toHaveValue(
    new RegExp(`!\\[flow\\]\\(${s3Origin}/robot-square/[a-z0-9-]+\\.png\\)$`),
  );
  await expectImageFromStore(
    form.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'flow' }),
  );
  expect(blocked).toEqual([]);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
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

// A stuck click fails at its own step instead of eating the whole test's time.
test.use({ locale: 'en-US', actionTimeout: 30_000 });

const PASSWORD = 'secret-pass1';

/** A fresh user, signed in: every test that writes has its own, so quotas and lists stay its own. */
async function signUp(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await register(page, username, PASSWORD);
  await expectGreeting(page, username);
  return username;
}

/** Uploads a PNG drawn by the test through the form's image (or cover) picker: the signature flow. */
async function uploadImage(page: Page, form: Locator, label: string): Promise<void> {
  // By its field's label (antd puts the required mark in the name), not "Insert image" too.
  const button = form.getByRole('button', { name: new RegExp(`^(\\* )?${label}$`) });
  await expect(button).toContainText('Upload');
  await chooseFile(page, button, pngImage(`${label.toLowerCase()}.png`));
  await expectToast(page, 'Image uploaded');
  await expect(button).toContainText('Change image');
  await expect(form.getByTestId('item-image-preview').locator('img')).toHaveAttribute('src', /\S/);
}

/** Picks a category in the form's multiple select by typing its name; Tab closes the list. */
async function chooseCategory(form: Locator, name: string): Promise<void> {
  const select = form.getByRole('combobox', { name: /Categories$/ });
  await select.fill(name);
  // antd keeps its options' accessible list hidden; the drawn list is for the eye and the mouse.
  await form.page().getByRole('option', { name, exact: true }).waitFor({ state: 'attached' });
  await select.press('Enter');
  await select.press('Tab');
  await expect(form.locator('.ant-select-selection-item', { hasText: name })).toBeVisible();
}

test('browse AI tools by category, open one, favourite it and find it among my favourites', async ({
  page,
}) => {
  await signUp(page, 'fan');
  await page.goto('/ai-tool-list');
  await expect(page.getByRole('heading', { level: 1, name: 'AI tools' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'AI tools', exact: true });
  await expect(grid.getByRole('article', { name: '妙笔写作' })).toBeVisible();

  // The Video tab: the three seeded video tools and nothing else.
  await page.getByRole('tab', { name: 'Video', exact: true }).click();
  await expect(page).toHaveURL(/category=3/);
  await expect(grid.getByRole('article', { name: '妙笔写作' })).toHaveCount(0);
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const name of ['剪影', '声临', 'TuneSketch'])
    await expect(grid.getByRole('article', { name })).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Video');
  await expect(page.getByText('3 AI tools', { exact: true })).toBeVisible();

  // Its info page renders the markdown detail.
  await grid.getByRole('article', { name: 'TuneSketch' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/ai-tool-info\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'TuneSketch' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  // its "### Features" comes right under the page's h1: an h2, no level skipped
  await expect(details.getByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
  await expect(details.getByRole('heading', { level: 2, name: 'How to use it' })).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({ hasText: 'Seamless loops for games' }),
  ).toBeVisible();
  await expect(details.locator('strong', { hasText: 'TuneSketch' })).toBeVisible();
  await expect(details.locator('blockquote')).toContainText('Read the licence note');
  // No markdown syntax left over.
  await expect(details).not.toContainText('###');
  await expect(details).not.toContainText('**');

  // Favourite: the button and the count change, and stay so after a reload.
  // 143 when seeded; read rather than assumed, so a rerun on the same database (--repeat-each) holds.
  const favourites = page.getByTestId('stat-favorites');
  await expect(favourites).toHaveText(/Favourites\s*\d+$/);
  const before = Number((await favourites.innerText()).replace(/\D/g, ''));
  const after = new RegExp(`Favourites\\s*${before + 1}$`);
  const favourite = page.getByRole('button', { name: /Favourite$/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  // The page flips the button and the count at once (optimistic); the reload waits for the
  // server's answer, or it could cancel the request before the favourite is stored.
  const stored = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/aitool/favorite' && res.ok(),
  );
  await favourite.click();
  const favourited = page.getByRole('button', { name: /Favourited$/ });
  await expect(favourited).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites).toHaveText(after);
  await stored;
  await page.reload();
  await expect(favourited).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites).toHaveText(after);

  // Under my AI tools, "My favourites".
  await page.goto('/my-ai-tool-list');
  await expect(page.getByRole('heading', { level: 1, name: 'My AI tools' })).toBeVisible();
  await page.getByRole('tab', { name: 'My favourites' }).click();
  const mine = page.getByRole('list', { name: 'My favourites' });
  await expect(mine.getByRole('link', { name: 'TuneSketch', exact: true })).toBeVisible();
  await expect(mine.getByRole('link')).toHaveCount(1);
});

test('submit an AI tool with an image, find it under my tools and edit it', async ({ page }) => {
  const user = await signUp(page, 'maker');
  const suffix = user.slice(-8);
  const name = `Tool ${suffix}`;
  const intro = 'Turns e2e notes into tidy summaries';
  const newIntro = 'Edited: turns e2e notes into tidy summaries and checklists';

  await page.goto('/ai-tool-list');
  await page.getByRole('button', { name: 'Submit a tool' }).click();
  const form = page.getByRole('dialog', { name: 'Submit an AI tool' });
  await expect(field(form, 'Name')).toBeVisible();
  await uploadImage(page, form, 'Image');
  await field(form, 'Name').fill(name);
  await field(form, 'Introduction').fill(intro);
  await field(form, 'Website').fill(`https://example.org/e2e/${suffix}`);
  await chooseCategory(form, 'Coding');
  await field(form, 'Details').fill(
    '## Why it helps\n\n- **Fast**: one click\n- Works offline\n\n`npm run summary`',
  );
  await expect(form.getByRole('region', { name: 'Preview' }).getByRole('heading')).toHaveText(
    'Why it helps',
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Submitted successfully');
  await expect(form).toBeHidden();

  // Under my tools.
  await page.getByRole('button', { name: 'My tools' }).click();
  await expect(page).toHaveURL(/\/my-ai-tool-list$/);
  const submissions = page.getByRole('list', { name: 'My submissions' });
  await expect(submissions.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(submissions.getByRole('listitem')).toHaveCount(1);
  await expectDecodedImage(submissions.getByRole('listitem').locator('img'));

  // Edit: the form loads the stored tool; the new intro shows on its info page.
  await submissions.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit AI tool' });
  await expect(field(editForm, 'Introduction')).toHaveValue(intro);
  await expect(field(editForm, 'Name')).toHaveValue(name);
  await field(editForm, 'Introduction').fill(newIntro);
  await editForm.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Changes saved');
  await expect(editForm).toBeHidden();

  await submissions.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/ai-tool-info\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(newIntro, { exact: true })).toBeVisible();
  await expect(page.getByText(intro, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('article').locator('header img').first()).toBeVisible();
  await expectDecodedImage(page.getByRole('article').locator('header img').first());
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { name: 'Why it helps' })).toBeVisible();
  await expect(details.locator('code', { hasText: 'npm run summary' })).toBeVisible();
  const visit = page.getByRole('link', { name: /Visit the site$/ });
  await expect(visit).toHaveAttribute('href', `https://example.org/e2e/${suffix}`);
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
});

test('write an article and see its headings, list and table rendered', async ({ page }) => {
  const user = await signUp(page, 'writer');
  const title = `Choosing a model ${user.slice(-8)}`;
  const content = [
    '## Plan',
    '',
    'Three steps to pick a model:',
    '',
    '1. List the tasks',
    '2. Try each model',
    '3. Keep the cheapest that works',
    '',
    '## Comparison',
    '',
    '| Model | Speed | Cost |',
    '| ----- | ----- | ---- |',
    '| Small | Fast | Low |',
    '| Large | Slow | High |',
    '',
    '## Verdict',
    '',
    'Start **small**; grow only when the tasks need it.',
  ].join('\n');

  await page.goto('/article-list');
  await expect(page.getByRole('heading', { level: 1, name: 'AI genius hall' })).toBeVisible();
  await page.getByRole('button', { name: 'Write an article' }).click();
  const form = page.getByRole('dialog', { name: 'Write an article' });
  await expect(field(form, 'Title')).toBeVisible();
  await uploadImage(page, form, 'Cover');
  await field(form, 'Title').fill(title);
  await chooseCategory(form, 'Prompting');
  await field(form, 'Content').fill(content);
  // The live preview and the counter follow the text.
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('table')).toBeVisible();
  await expect(form.getByText(`${content.length} / 10000`)).toBeVisible();
  // An image inserted at the end: uploaded, written as markdown, loaded by the preview.
  await field(form, 'Content').press('Control+End');
  await field(form, 'Content').press('Enter');
  await field(form, 'Content').press('Enter');
  await chooseFile(page, form.getByRole('button', { name: 'Insert image' }), pngImage('flow.png'));
  await expectToast(page, 'Image inserted');
  await expect(field(form, 'Content')).toHaveValue(/\n\n!\[flow\]\(\/uploads\/[a-z0-9-]+\.png\)$/);
  await expectDecodedImage(preview.getByRole('img', { name: 'flow' }));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Submitted successfully');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'My articles' }).click();
  await expect(page).toHaveURL(/\/my-article-list$/);
  await page
    .getByRole('list', { name: 'My submissions' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page).toHaveURL(/\/article-info\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article').getByText('Prompting', { exact: true })).toBeVisible();

  const body = page.getByRole('region', { name: 'Details' });
  for (const heading of ['Plan', 'Comparison', 'Verdict'])
    await expect(body.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText([
    'List the tasks',
    'Try each model',
    'Keep the cheapest that works',
  ]);
  const table = body.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Model', 'Speed', 'Cost']);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Small',
    'Fast',
    'Low',
  ]);
  await expect(body.locator('strong', { hasText: 'small' })).toBeVisible();
  await expectDecodedImage(body.getByRole('img', { name: 'flow' }));
  await expect(body).not.toContainText('|');
  await expect(body).not.toContainText('##');
  // Three headings: a table of contents that links to them.
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('link')).toHaveText(['Plan', 'Comparison', 'Verdict']);
});

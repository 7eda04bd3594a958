import { expect, test, type Page } from '@playwright/test';
import { pngImage, textFile } from './fixtures.ts';
import {
  chooseFile,
  chooseFromMyMenu,
  expectGreeting,
  expectToast,
  field,
  register,
  uniqueUsername,
} from './helpers.ts';

// A stuck click fails at its own step instead of eating the whole test's time.
test.use({ locale: 'en-US', actionTimeout: 30_000 });

const PASSWORD = 'secret-pass1';

/** Searches the square for `keyword` (Enter searches at once) and waits for the answer. */
async function searchSquare(page: Page, keyword: string): Promise<void> {
  await page.goto('/robot-list');
  await page.getByLabel('Search robots').fill(keyword);
  await page.getByLabel('Search robots').press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
  await expect(page.getByText(`robots for “${keyword}”`)).toBeVisible();
}

test('the seeded square shows demo robots and a share page has the simplified header', async ({
  page,
}) => {
  await page.goto('/robot-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Robot square' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Robots' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByText(/^\d+ robots$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot robots' })).toBeVisible();

  const first = cards.first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const href = (await first.getByRole('link').first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/robot-info\/[\w-]+$/);

  await page.goto(href.replace('/robot-info/', '/robot-detail/'));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start chatting' })).toBeVisible();
  // The share page's header: three links that open in a new tab, no sections menu, no login.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Site home/ })).toHaveAttribute('target', '_blank');
  await expect(header.getByRole('link', { name: /Robot list/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'AI tools' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Explore more robots in the robot square' }),
  ).toBeVisible();
});

test('on a 360 px phone the robot page fits the screen and its figures are labelled uncut', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/robot-list');
  const first = page.getByRole('list', { name: 'Robots' }).getByRole('article').first();
  const href = (await first.getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.getByRole('button', { name: 'Start chatting' })).toBeVisible();
  for (const id of ['stat-views', 'stat-chats', 'stat-favorites']) {
    const label = page.getByTestId(id).locator('.rs-robot-detail__stat-label');
    await expect(label).toBeVisible();
    const [scroll, client] = await label.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll, `${id} label cut`).toBeLessThanOrEqual(client);
  }
  const [width, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(width).toBeLessThanOrEqual(inner);
});

test('create, find, edit, train, favourite and delete a knowledge robot', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueUsername('owner');
  const suffix = owner.slice(-8);
  const robotName = `Tutor${suffix}`;
  const intro = 'Answers questions about the e2e knowledge file';
  const newIntro = 'Edited intro: still answers from the knowledge file';
  const knowledge = 'The lighthouse on Pebble Island was built in 1893 and is 31 metres tall.';

  await register(page, owner, PASSWORD);
  await expectGreeting(page, owner);

  // Create: portrait, basics, knowledge-based with a knowledge file.
  await page.goto('/robot-list');
  await page.getByRole('button', { name: 'Create robot' }).click();
  const form = page.getByRole('dialog', { name: 'Create robot' });
  await expect(form).toBeVisible();
  // The picker button is labelled by the form's 'Portrait' label; its text says what it does.
  const portraitButton = form.getByRole('button', { name: 'Portrait', exact: false });
  await expect(portraitButton).toContainText('Upload');
  await chooseFile(page, portraitButton, pngImage());
  await expectToast(page, 'Portrait uploaded');
  await expect(portraitButton).toContainText('Change portrait');
  await expect(form.getByTestId('portrait-preview').locator('img')).toHaveAttribute('src', /\S/);

  await field(form, 'Name').fill(robotName);
  await field(form, 'Keywords').fill('lighthouse, island, e2e');
  await field(form, 'Introduction').fill(intro);
  await field(form, 'Suggested questions').fill('How tall is the lighthouse?\nWhen was it built?');
  await form.getByText('Knowledge-based', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Knowledge-based' })).toBeChecked();
  // Type 2 fills the empty prompt with the knowledge-base template.
  await expect(field(form, 'Prompt')).not.toHaveValue('');

  await chooseFile(
    page,
    form.getByRole('button', { name: 'Choose a file' }),
    textFile('lighthouse.txt', knowledge),
  );
  await expect(form.getByText(`characters taken from lighthouse.txt`)).toBeVisible();
  await expect(field(form, 'Knowledge text')).toHaveValue(knowledge);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Submitted successfully');
  await expect(form).toBeHidden();

  // In the square, found by its unique name, with the owner's actions.
  await searchSquare(page, robotName);
  const card = page.getByRole('article', { name: robotName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(intro);
  await expect(card).toContainText('Public');
  // The uploaded portrait (not the generated one) is served and decodes as an image.
  const portrait = card.locator(`img[alt="Portrait of ${robotName}"]`);
  await expect(portrait).toBeVisible();
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  const uuid = href.replace('/robot-info/', '');
  expect(uuid).toMatch(/^[\w-]{16,}$/);

  // In the 'My' drawer.
  await chooseFromMyMenu(page, 'My robots');
  const drawer = page.getByRole('dialog', { name: 'Mine' });
  await expect(drawer.getByRole('region', { name: 'My robots' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: `Chat with ${robotName}` })).toBeVisible();
  await expect(drawer.getByRole('button', { name: `Edit ${robotName}` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(drawer).toBeHidden();

  // Edit: the form loads the stored robot; the changed intro shows on the card.
  await card.getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit robot' });
  const introField = field(editForm, 'Introduction');
  await expect(introField).toHaveValue(intro);
  await expect(field(editForm, 'Knowledge text')).toHaveValue(knowledge);
  await introField.fill(newIntro);
  await editForm.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Submitted successfully');
  await expect(editForm).toBeHidden();
  await expect(card).toContainText(newIntro);

  // Train: the prompt editor saves the prompt and shows it when opened again.
  const newPrompt = `You are ${robotName}. Answer only from the knowledge text, in one sentence.`;
  await card.getByRole('button', { name: 'Training' }).click();
  const trainer = page.getByRole('dialog', { name: `Train “${robotName}”` });
  const promptField = field(trainer, 'Prompt');
  await expect(promptField).not.toHaveValue('');
  await promptField.fill(newPrompt);
  await trainer.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Submitted successfully');
  await expect(trainer).toBeHidden();
  await card.getByRole('button', { name: 'Training' }).click();
  await expect(field(trainer, 'Prompt')).toHaveValue(newPrompt);
  await trainer.getByRole('button', { name: 'Cancel' }).click();
  await expect(trainer).toBeHidden();

  // Another user favourites it on its info page; the count goes to 1 and stays after a reload.
  const otherContext = await browser.newContext({ locale: 'en-US' });
  try {
    const other = await otherContext.newPage();
    const fan = uniqueUsername('fan');
    await register(other, fan, PASSWORD);
    await expectGreeting(other, fan);
    await other.goto(`/robot-info/${uuid}`);
    await expect(other.getByRole('heading', { level: 1, name: robotName })).toBeVisible();
    await expect(other.getByText(newIntro)).toBeVisible();
    const favorites = other.getByTestId('stat-favorites');
    await expect(favorites).toContainText(/Favourites\s*0$/);
    // Only the owner may edit: no owner actions here.
    await expect(other.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    // The page flips the button and the count at once (optimistic); the reload waits for the
    // server's answer, or it could cancel the request before the favourite is stored.
    const stored = other.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/robot/favorite' && res.ok(),
    );
    await other.getByRole('button', { name: /Favourite$/ }).click();
    await expect(other.getByRole('button', { name: /Favourited$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(favorites).toContainText(/Favourites\s*1$/);
    await stored;
    await other.reload();
    await expect(other.getByTestId('stat-favorites')).toContainText(/Favourites\s*1$/);
    await expect(other.getByRole('button', { name: /Favourited$/ })).toBeVisible();

    await chooseFromMyMenu(other, 'My favourites');
    const fanDrawer = other.getByRole('dialog', { name: 'Mine' });
    await expect(fanDrawer.getByRole('region', { name: 'My favourites' })).toContainText(robotName);
  } finally {
    await otherContext.close();
  }

  // Back as the owner: delete after a confirmation naming the robot; the square no longer has it.
  await searchSquare(page, robotName);
  await expect(card.getByTitle('Favourites')).toHaveText(/Favourites\s*1$/);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete robot' });
  await expect(confirm).toContainText(`Delete the robot ${robotName}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted successfully');
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`No robots match “${robotName}”`)).toBeVisible();

  await searchSquare(page, robotName);
  await expect(page.getByText(`0 robots for “${robotName}”`)).toBeVisible();
  await expect(page.getByRole('article', { name: robotName })).toHaveCount(0);
});

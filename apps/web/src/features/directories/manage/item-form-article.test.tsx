import type { UserInfo } from '@robot/contracts';
import { articleApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import {
  article,
  ITEM_UUID,
  pickCategories,
  renderItemForm,
  typeInto,
  UPLOADED,
  uploadAnImage,
  USER_UUID,
} from '../../../test/directory-manage-kit.tsx';
import { apiCalls, handle, serve } from '../../../test/msw.ts';

const newDraftKey = `rs.articleDraft.${USER_UUID}.new`;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  localStorage.clear();
  useAuthStore.setState({ token: 't1', user: { uuid: USER_UUID } as UserInfo });
});

describe('article form', () => {
  it('takes 10000 characters of content and refuses 10001', async () => {
    await renderItemForm('article', { mode: 'create' });
    typeInto('Content', 'a'.repeat(10001));
    expect(await screen.findByText('At most 10000 characters')).toBeInTheDocument();
    typeInto('Content', 'a'.repeat(10000));
    await waitFor(() =>
      expect(screen.queryByText('At most 10000 characters')).not.toBeInTheDocument(),
    );
  });

  it('takes 3 categories and refuses a fourth', async () => {
    await renderItemForm('article', { mode: 'create' });
    await pickCategories(['Cat 1', 'Cat 2', 'Cat 3']);
    expect(screen.queryByText('Choose at most 3 categories')).not.toBeInTheDocument();
    await pickCategories(['Cat 4']);
    expect(await screen.findByText('Choose at most 3 categories')).toBeInTheDocument();
  });

  it('keeps a draft, offers it back on reopening, and clears it once submitted', async () => {
    serve(handle(articleApi.submit, () => ({ uuid: ITEM_UUID })));
    const { dialog } = await renderItemForm('article', { mode: 'create' });
    typeInto('Title', 'Half written');
    typeInto('Content', 'First paragraph');
    expect(JSON.parse(localStorage.getItem(newDraftKey)!)).toMatchObject({
      values: { title: 'Half written', content: 'First paragraph' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(await screen.findByText(/You have an unsaved draft from/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half written');
    expect(screen.getByLabelText('Content')).toHaveValue('First paragraph');
    expect(screen.queryByText(/You have an unsaved draft from/)).not.toBeInTheDocument();

    await uploadAnImage(dialog);
    await pickCategories(['Cat 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(apiCalls().find((c) => c.url === '/api/article/submit')?.body).toEqual({
      cover: UPLOADED,
      title: 'Half written',
      categories: [5],
      content: 'First paragraph',
    });
    expect(localStorage.getItem(newDraftKey)).toBeNull();
  });

  it("discards a draft on request, and keeps an edit's draft under the article's uuid", async () => {
    localStorage.setItem(
      `rs.articleDraft.${USER_UUID}.${ITEM_UUID}`,
      JSON.stringify({ values: { title: 'Better title' }, savedAt: Date.now() }),
    );
    serve(handle(articleApi.detail, () => article()));
    await renderItemForm('article', { mode: 'edit', uuid: ITEM_UUID });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('My first prompt'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Title')).toHaveValue('My first prompt');
    expect(localStorage.getItem(`rs.articleDraft.${USER_UUID}.${ITEM_UUID}`)).toBeNull();
    expect(localStorage.getItem(newDraftKey)).toBeNull();
  });

  it('offers no draft that matches what the form already shows', async () => {
    localStorage.setItem(
      newDraftKey,
      JSON.stringify({ values: { title: '', content: '', categories: [] }, savedAt: Date.now() }),
    );
    await renderItemForm('article', { mode: 'create' });
    await screen.findByLabelText('Title');
    expect(screen.queryByText(/You have an unsaved draft from/)).not.toBeInTheDocument();
  });
});

import { xkyApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import {
  ITEM_UUID,
  pickCategories,
  renderItemForm,
  typeInto,
  xky,
} from '../../../test/directory-manage-kit.tsx';
import { apiCalls, handle, serve } from '../../../test/msw.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

describe('industry application form', () => {
  it('refuses a 201-character intro, 4 categories and a data: address', async () => {
    await renderItemForm('xky', { mode: 'create' });
    typeInto('Introduction', 'a'.repeat(201));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    typeInto('Website', 'data:text/html,hi');
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    await pickCategories(['Cat 1', 'Cat 2', 'Cat 3', 'Cat 4']);
    expect(await screen.findByText('Choose at most 3 categories')).toBeInTheDocument();
  });

  it('edits with an empty address left out of the body', async () => {
    serve(
      handle(xkyApi.detail, () => xky()),
      handle(xkyApi.editing, () => null),
    );
    await renderItemForm('xky', { mode: 'edit', uuid: ITEM_UUID });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('AI greeter'));
    expect(screen.getByLabelText('Website')).toHaveValue('');
    await pickCategories(['Cat 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(apiCalls().find((c) => c.url === '/api/xky/editing')?.body).toEqual({
      uuid: ITEM_UUID,
      cover: 'https://cdn.example.com/cover.png',
      title: 'AI greeter',
      intro: 'Greets customers',
      categories: [1, 2, 3],
      content: 'How it works',
    });
  });
});

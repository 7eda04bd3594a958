import { aiToolApi, ErrorKey } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import {
  aiTool,
  ITEM_UUID,
  pickCategories,
  renderItemForm,
  typeInto,
  UPLOADED,
  uploadAnImage,
} from '../../../test/directory-manage-kit.tsx';
import { apiCalls, handle, refuse, serve } from '../../../test/msw.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

const posts = () =>
  apiCalls().filter((c) => c.method === 'POST' && c.url.startsWith('/api/aitool/'));

describe('AI tool form', () => {
  it('takes 4096 characters of detail and refuses 4097, with a red counter', async () => {
    await renderItemForm('aitool', { mode: 'create' });
    typeInto('Details', 'a'.repeat(4097));
    expect(await screen.findByText('At most 4096 characters')).toBeInTheDocument();
    expect(screen.getByText('4097 / 4096')).toHaveClass('ant-typography-danger');
    typeInto('Details', 'a'.repeat(4096));
    await waitFor(() =>
      expect(screen.queryByText('At most 4096 characters')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('4096 / 4096')).not.toHaveClass('ant-typography-danger');
  });

  it('takes 4 categories and refuses a fifth', async () => {
    await renderItemForm('aitool', { mode: 'create' });
    await pickCategories(['Cat 1', 'Cat 2', 'Cat 3', 'Cat 4']);
    expect(screen.queryByText('Choose at most 4 categories')).not.toBeInTheDocument();
    await pickCategories(['Cat 5']);
    expect(await screen.findByText('Choose at most 4 categories')).toBeInTheDocument();
  });

  it('says what each empty required field needs, in plain English', async () => {
    await renderItemForm('aitool', { mode: 'create' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your input')).toBeInTheDocument();
    for (const text of [
      'Please upload an image of the tool',
      "Please enter the tool's name",
      'Please enter an introduction',
      "Please enter the tool's website",
      'Choose at least one category',
      'Please describe the tool in the details',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // not a label dropped into a sentence ("Please upload the Image", "Details is required")
    expect(screen.queryByText(/ is required$|^Please upload the /)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a javascript: address on the client', async () => {
    await renderItemForm('aitool', { mode: 'create' });
    typeInto('Website', 'javascript:alert(1)');
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your input')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('submits the fields it was given and closes', async () => {
    serve(handle(aiToolApi.submit, () => ({ uuid: ITEM_UUID })));
    const { dialog } = await renderItemForm('aitool', { mode: 'create' });
    await uploadAnImage(dialog);
    typeInto('Name', 'Image Studio');
    typeInto('Introduction', 'Makes images');
    typeInto('Website', 'https://tool.example.com');
    await pickCategories(['Cat 2', 'Cat 4']);
    typeInto('Details', '# Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.url).toBe('/api/aitool/submit');
    expect(posts()[0]!.body).toEqual({
      image: UPLOADED,
      name: 'Image Studio',
      intro: 'Makes images',
      url: 'https://tool.example.com',
      categories: [2, 4],
      detail: '# Hello',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('submits with Enter in a one-line field, checking the fields first', async () => {
    serve(handle(aiToolApi.submit, () => ({ uuid: ITEM_UUID })));
    const user = userEvent.setup();
    const { dialog } = await renderItemForm('aitool', { mode: 'create' });
    screen.getByLabelText('Name').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please check your input')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await uploadAnImage(dialog);
    typeInto('Name', 'Image Studio');
    typeInto('Introduction', 'Makes images');
    typeInto('Website', 'https://tool.example.com');
    await pickCategories(['Cat 2']);
    typeInto('Details', '# Hello');
    screen.getByLabelText('Website').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({ name: 'Image Studio', categories: [2] });
  });

  it('loads the tool to edit and sends editing with its uuid', async () => {
    serve(
      handle(aiToolApi.detail, () => aiTool()),
      handle(aiToolApi.editing, () => null),
    );
    await renderItemForm('aitool', { mode: 'edit', uuid: ITEM_UUID });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Image Studio'));
    typeInto('Introduction', 'Makes better images');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({
      url: '/api/aitool/editing',
      body: {
        uuid: ITEM_UUID,
        image: 'https://cdn.example.com/tool.png',
        name: 'Image Studio',
        intro: 'Makes better images',
        url: 'https://tool.example.com',
        categories: [1, 2],
        detail: '# Image Studio',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's field reason on the field and keeps the form open", async () => {
    serve(
      handle(aiToolApi.detail, () => aiTool()),
      handle(aiToolApi.editing, () =>
        refuse(ErrorKey.invalidInput, { fields: { intro: 'validation.tooLong' } }),
      ),
    );
    await renderItemForm('aitool', { mode: 'edit', uuid: ITEM_UUID });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Image Studio'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const reason = await screen.findByText('Too long');
    expect(reason.closest('.ant-form-item')).toContainElement(
      screen.getByLabelText('Introduction'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says on the url field that the tool was already submitted', async () => {
    serve(
      handle(aiToolApi.detail, () => aiTool()),
      handle(aiToolApi.editing, () => refuse(ErrorKey.aiToolExists)),
    );
    await renderItemForm('aitool', { mode: 'edit', uuid: ITEM_UUID });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Image Studio'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const reason = await screen.findByText(
      'This AI tool has already been submitted: its address is taken',
    );
    expect(reason.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Website'));
  });

  it('explains the submission quota', async () => {
    serve(
      handle(aiToolApi.detail, () => aiTool()),
      handle(aiToolApi.editing, () => refuse(ErrorKey.tooManyRequests)),
    );
    await renderItemForm('aitool', { mode: 'edit', uuid: ITEM_UUID });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Image Studio'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You have submitted too many items for now: please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    let calls = 0;
    serve(
      handle(aiToolApi.detail, () => (++calls === 1 ? refuse(ErrorKey.databaseError) : aiTool())),
    );
    await renderItemForm('aitool', { mode: 'edit', uuid: ITEM_UUID });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Image Studio'));
  });
});

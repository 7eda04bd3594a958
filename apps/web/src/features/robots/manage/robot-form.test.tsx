import { ErrorKey, filesApi, KNOWLEDGE_PROMPT_TEMPLATE, robotApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLanguageStore } from '../../../stores/language-store.ts';
import { apiCalls, handle, refuse, serve } from '../../../test/msw.ts';
import {
  ownerView,
  renderWithRobotActions,
  testRobotRef,
} from '../../../test/robot-actions-harness.tsx';

const openCreate = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'open create' }));
  return (await screen.findByText('Create robot')).closest<HTMLElement>('[role="dialog"]')!;
};

const portraitInput = () =>
  document.querySelector<HTMLInputElement>('.rs-robot-form-modal input[type="file"]')!;

const fileOf = (name: string, bytes: number, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useLanguageStore.setState({ language: 'en-US' });
  useAuthStore.setState({ token: 't1', user: null });
  if (!expect.getState().currentTestName?.includes('signed-out')) renderWithRobotActions();
});

describe('robot form', () => {
  it('checks required fields on blur and says "please check input" on a failed submit', async () => {
    await openCreate();
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.queryByText('Please enter some keywords')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your input')).toBeInTheDocument();
    expect(await screen.findByText('Please upload a portrait')).toBeInTheDocument();
    // Each field's own sentence, not a label dropped into "{{field}} is required".
    expect(screen.getByText('Please enter some keywords')).toBeInTheDocument();
    expect(screen.getByText('Please enter an introduction')).toBeInTheDocument();
    expect(screen.queryByText(/ is required$/)).not.toBeInTheDocument();
    expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a 51-character name', async () => {
    await openCreate();
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'a'.repeat(51) } });
    fireEvent.blur(name);
    expect(await screen.findByText('At most 50 characters')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'a'.repeat(50) } });
    await waitFor(() =>
      expect(screen.queryByText('At most 50 characters')).not.toBeInTheDocument(),
    );
  });

  it('fills the prompt with the knowledge template when type 2 is chosen', async () => {
    await openCreate();
    expect(screen.queryByText('Knowledge file')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Knowledge-based' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Prompt')).toHaveValue(KNOWLEDGE_PROMPT_TEMPLATE['en-US']),
    );
    expect(screen.getByText('Knowledge file')).toBeInTheDocument();
    expect(screen.getByLabelText('Knowledge text')).toBeInTheDocument();
  });

  it('warns that a public knowledge robot can reveal its file, by the switch and the upload', async () => {
    await openCreate();
    const publicWarning =
      'Anyone can chat with a public robot, and its answers can quote and so reveal its knowledge file: keep confidential material in a private robot';
    const fileWarning =
      "A public robot's answers can reveal parts of this file to anyone who chats with it";
    expect(screen.queryByText(publicWarning)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Knowledge-based' }));
    expect(await screen.findByText(publicWarning)).toBeInTheDocument();
    expect(screen.getByText(fileWarning)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    await waitFor(() => expect(screen.queryByText(publicWarning)).not.toBeInTheDocument());
    expect(screen.getByText(fileWarning)).toBeInTheDocument();
  });

  it('asks before replacing a prompt the user wrote', async () => {
    await openCreate();
    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'My own rules' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Knowledge-based' }));
    expect((await screen.findAllByText('Replace the prompt?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(screen.getByLabelText('Prompt')).toHaveValue('My own rules');
  });

  it.each([
    [
      'photo.bmp',
      1000,
      'image/bmp',
      'This image type is not supported: use PNG, JPG, JPEG, WEBP, SVG or GIF',
    ],
    [
      'photo.png',
      3 * 1024 * 1024,
      'image/png',
      'The file must not be empty and must be under 3 MB',
    ],
    ['photo.png', 0, 'image/png', 'The file must not be empty and must be under 3 MB'],
    [
      `${'n'.repeat(46)}.png`,
      1000,
      'image/png',
      'File name too long: it must be under 50 characters',
    ],
  ])('refuses the portrait %s (%i bytes) without uploading', async (name, bytes, type, text) => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await openCreate();
    fireEvent.change(portraitInput(), { target: { files: [fileOf(name, bytes, type)] } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    // The only call is the form asking whether AI writing has a model.
    expect(apiCalls().filter((c) => c.url !== '/api/chat/models')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('loads the robot with its prompt before showing the form, and submits the edit with its uuid', async () => {
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(robotApi.newOrUpdate, () => ({ uuid: testRobotRef.uuid })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await screen.findByRole('dialog', { name: 'Edit robot' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    expect(screen.getByLabelText('Prompt')).toHaveValue('You plan trips.');
    expect(screen.getByLabelText('Keywords')).toHaveValue('travel');

    fireEvent.change(screen.getByLabelText('Introduction'), {
      target: { value: 'Plans trips well' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    const post = apiCalls().find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      uuid: testRobotRef.uuid,
      robotName: 'Travel planner',
      robotIntro: 'Plans trips well',
      prompt: 'You plan trips.',
      headportraitUrl: 'https://cdn.example.com/p.png',
      type: 3,
      robotVisibility: 1,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit robot' })).not.toBeInTheDocument(),
    );
  });

  it('saves once when Submit is clicked twice quickly', async () => {
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(robotApi.newOrUpdate, () => ({ uuid: testRobotRef.uuid })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    // The second click lands after the first one's check passed but before React re-rendered.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    fireEvent.click(submit);
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('Please check your input')).not.toBeInTheDocument();
  });

  it('stays open while saving: Escape and Cancel wait for the answer', async () => {
    let answer: (() => void) | undefined;
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(
        robotApi.newOrUpdate,
        () =>
          new Promise<{ uuid: string }>((resolve) => {
            answer = () => resolve({ uuid: testRobotRef.uuid });
          }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit robot' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    fireEvent.change(screen.getByLabelText('Introduction'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByText('Discard your changes?')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit robot' })).toBeInTheDocument();
    answer!();
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit robot' })).not.toBeInTheDocument(),
    );
    expect(screen.queryAllByText('Discard your changes?')).toHaveLength(0);

    // and the next opening saves again
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(2));
  });

  it('is no live region while saving: a small status says "Saving…", the form is not read out', async () => {
    let answer: (() => void) | undefined;
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(
        robotApi.newOrUpdate,
        () =>
          new Promise<{ uuid: string }>((resolve) => {
            answer = () => resolve({ uuid: testRobotRef.uuid });
          }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit robot' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    const form = screen.getByLabelText('Name').closest('form')!;
    const liveAround = () => form.closest('[aria-live]:not([aria-live="off"])');
    expect(liveAround()).toBeNull();
    expect(within(dialog).queryByText('Saving…')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answer).toBeDefined());
    // the saving indicator is still drawn over the form...
    await waitFor(() => expect(dialog.querySelector('.ant-spin-spinning')).not.toBeNull());
    // ...but only the status speaks, and the form around it is not live
    expect(within(dialog).getByText('Saving…')).toHaveAttribute('role', 'status');
    expect(liveAround()).toBeNull();
    answer!();
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
  });

  it("submits with Enter in a field, as the footer button is the form's submit button", async () => {
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(robotApi.newOrUpdate, () => ({ uuid: testRobotRef.uuid })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    const name = screen.getByLabelText('Name');
    const form = name.closest('form')!;
    const submit = screen.getByRole('button', { name: 'Submit' });
    // The browser's implicit submission (Enter in a text field) clicks the form's first submit button.
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveAttribute('form', form.id);
    fireEvent.submit(form);
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('waits for a knowledge file still being read instead of saving the robot without its text', async () => {
    let answer: (() => void) | undefined;
    serve(
      handle(robotApi.get, () => ownerView({ type: 2, knowledgeBase: '' })),
      handle(
        filesApi.extractFile,
        () =>
          new Promise<{ content: string; chars: number }>((resolve) => {
            answer = () => resolve({ content: 'Opening hours: 9 to 5', chars: 21 });
          }),
      ),
      handle(robotApi.newOrUpdate, () => ({ uuid: testRobotRef.uuid })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    const knowledgeInput = document.querySelectorAll<HTMLInputElement>(
      '.rs-robot-form-modal input[type="file"]',
    )[1]!;
    fireEvent.change(knowledgeInput, {
      target: { files: [fileOf('hours.pdf', 1000, 'application/pdf')] },
    });
    await waitFor(() => expect(answer).toBeDefined());

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The knowledge file is still being read: submit once its text is in'),
    ).toBeInTheDocument();
    expect(apiCalls().filter((c) => c.url === '/api/robot/new_or_update')).toHaveLength(0);

    // Submit in the very DOM change that shows the file's text, as a quick person (or a slow
    // machine's test run) may: the form must not still think the file is being read.
    const shown = new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!document.body.textContent?.includes('21 characters taken from hours.pdf')) return;
        watch.disconnect();
        fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
        resolve();
      });
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    answer!();
    await shown;
    expect(screen.getByLabelText('Knowledge text')).toHaveValue('Opening hours: 9 to 5');
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(apiCalls().find((c) => c.url === '/api/robot/new_or_update')?.body).toMatchObject({
      type: 2,
      knowledgeBase: 'Opening hours: 9 to 5',
    });
  });

  it('shows server field errors beside the fields, with the hint and no error toast', async () => {
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(robotApi.newOrUpdate, () =>
        refuse(ErrorKey.invalidInput, { fields: { keywords: 'validation.tooLong' } }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(await screen.findByText('Please check your input')).toBeInTheDocument();
    expect(screen.queryByText(/^10400 ·/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit robot' })).toBeInTheDocument();
  });

  it('shows one error toast when saving fails, and keeps the form open', async () => {
    serve(
      handle(robotApi.get, () => ownerView()),
      handle(robotApi.newOrUpdate, () => refuse(ErrorKey.databaseError)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'open edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Travel planner'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^10500 · .* · Request failed$/)).toBeInTheDocument();
    // Give a second toast every chance to appear before counting.
    await waitFor(() => expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText(/^10500 ·/)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit robot' })).toBeInTheDocument();
  });

  it('asks before Escape or Cancel throws away what was typed, and closes an untouched form at once', async () => {
    let dialog = await openCreate();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create robot' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();

    dialog = await openCreate();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chef' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryAllByText('Discard your changes?')).toHaveLength(0));
    expect(screen.getByLabelText('Name')).toHaveValue('Chef');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create robot' })).not.toBeInTheDocument(),
    );
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('sends signed-out visitors to login instead of opening the form', async () => {
    useAuthStore.setState({ token: null, user: null });
    const router = renderWithRobotActions();
    fireEvent.click(screen.getAllByRole('button', { name: 'open create' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Frobot-list');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { ErrorKey, robotApi } from '@robot/contracts/client';
import { apiCalls, handle, refuse, serve } from '../../../test/msw.ts';
import { renderWithRobotActions, testRobotRef } from '../../../test/robot-actions-harness.tsx';

const uuid = testRobotRef.uuid;

/** antd gives every dialog the same label id under test, so find dialogs by their visible title. */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

describe('prompt editor', () => {
  it('loads the prompt, refuses 2001 characters, then saves', async () => {
    serve(
      handle(robotApi.promptGet, () => ({ prompt: 'Be brief.' })),
      handle(robotApi.promptUpdate, () => null),
    );
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open train' }));
    const drawer = await dialogTitled('Train “Travel planner”');
    const field = within(drawer).getByPlaceholderText('Please enter a prompt');
    await waitFor(() => expect(field).toHaveValue('Be brief.'));

    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your input')).toBeInTheDocument();
    expect(within(drawer).getByText('At most 2000 characters')).toBeInTheDocument();
    expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Answer in haiku.' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(apiCalls().find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/robot/prompt/update',
      body: { uuid, prompt: 'Answer in haiku.' },
    });
  });

  it('saves once when Submit is clicked twice quickly', async () => {
    serve(
      handle(robotApi.promptGet, () => ({ prompt: 'Be brief.' })),
      handle(robotApi.promptUpdate, () => null),
    );
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open train' }));
    const drawer = await dialogTitled('Train “Travel planner”');
    const field = within(drawer).getByPlaceholderText('Please enter a prompt');
    await waitFor(() => expect(field).toHaveValue('Be brief.'));
    const submit = within(drawer).getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    // The second click lands after the first one's check passed but before React re-rendered.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    fireEvent.click(submit);
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(apiCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getAllByText('Submitted successfully')).toHaveLength(1);
  });

  it('is no live region while loading or saving: a small status speaks, the form is not read out', async () => {
    let loaded: (() => void) | undefined;
    let answer: (() => void) | undefined;
    serve(
      handle(
        robotApi.promptGet,
        () =>
          new Promise<{ prompt: string }>((resolve) => {
            loaded = () => resolve({ prompt: 'Be brief.' });
          }),
      ),
      handle(
        robotApi.promptUpdate,
        () =>
          new Promise<null>((resolve) => {
            answer = () => resolve(null);
          }),
      ),
    );
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open train' }));
    const drawer = await dialogTitled('Train “Travel planner”');
    const field = within(drawer).getByPlaceholderText('Please enter a prompt');
    const form = field.closest('form')!;
    const liveAround = () => form.closest('[aria-live]:not([aria-live="off"])');
    const status = () => within(drawer).getByRole('status');
    await waitFor(() => expect(loaded).toBeDefined());
    expect(status()).toHaveTextContent('Loading the prompt…');
    expect(liveAround()).toBeNull();
    loaded!();
    await waitFor(() => expect(field).toHaveValue('Be brief.'));
    await waitFor(() => expect(status()).toBeEmptyDOMElement());

    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answer).toBeDefined());
    // the saving indicator is still drawn over the form...
    await waitFor(() => expect(drawer.querySelector('.ant-spin-spinning')).not.toBeNull());
    // ...but only the status speaks, and the form around it is not live
    expect(status()).toHaveTextContent('Saving…');
    expect(liveAround()).toBeNull();
    answer!();
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
  });

  it('keeps the hint under the prompt clear of the character counter', async () => {
    serve(handle(robotApi.promptGet, () => ({ prompt: 'Be brief.' })));
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open train' }));
    const drawer = await dialogTitled('Train “Travel planner”');
    const hint = within(drawer).getByText('The system prompt decides how the robot answers');
    const item = hint.closest('.ant-form-item')!;
    expect(item.querySelector('.ant-input-textarea-show-count')).not.toBeNull();
    // the stylesheet (not applied under test) reserves the counter's room for this drawer's hints
    expect(hint.closest('.rs-prompt-drawer')).not.toBeNull();
    const css = readFileSync(path.join(import.meta.dirname, 'prompt-editor-drawer.css'), 'utf8');
    expect(css).toMatch(
      /\.rs-prompt-drawer \.ant-form-item:has\(\.ant-input-textarea-show-count\) \.ant-form-item-extra \{\n {2}padding-inline-end: \d+px;/,
    );
  });

  it('swallows a failed prompt load and starts empty', async () => {
    serve(handle(robotApi.promptGet, () => refuse(ErrorKey.robotNotFound)));
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open train' }));
    const drawer = await dialogTitled('Train “Travel planner”');
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Submit' })).toBeEnabled(),
    );
    expect(within(drawer).getByPlaceholderText('Please enter a prompt')).toHaveValue('');
    expect(screen.queryByText(/Robot not found/)).not.toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks with the robot name, deletes and says so', async () => {
    serve(
      handle(robotApi.delete, ({ params }) =>
        params.uuid === uuid ? null : refuse(ErrorKey.robotNotFound),
      ),
    );
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open delete' }));
    const dialog = await dialogTitled('Delete robot');
    expect(dialog).toHaveTextContent('Delete the robot Travel planner?');
    expect(apiCalls()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(apiCalls()).toMatchObject([
      { method: 'POST', url: `/api/robot/delete/${uuid}`, body: undefined },
    ]);
  });

  it('shows a failure and keeps the dialog open', async () => {
    serve(handle(robotApi.delete, () => refuse(ErrorKey.forbidden)));
    renderWithRobotActions();
    fireEvent.click(screen.getByRole('button', { name: 'open delete' }));
    const dialog = await dialogTitled('Delete robot');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/You are not allowed to do this/)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(dialog.style.display).not.toBe('none');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

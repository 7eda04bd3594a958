import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { ChatNode } from '../lib/conversation-tree.ts';
import { MessageRow } from './message-row.tsx';

const question: ChatNode = {
  id: 'q2',
  parent: 'root',
  children: [],
  role: 'user',
  content: 'How are you?',
  status: 'done',
  errorCode: null,
};

const answer = (over: Partial<ChatNode> = {}): ChatNode => ({
  id: 'a1',
  parent: 'q2',
  children: [],
  role: 'assistant',
  content: 'Fine, thanks.',
  status: 'done',
  errorCode: null,
  ...over,
});

function renderRow(node: ChatNode, extra: { busy?: boolean; siblings?: string[] } = {}) {
  const actions = {
    regenerate: vi.fn(),
    edit: vi.fn(),
    switchBranch: vi.fn(),
    focusQuestion: vi.fn(),
  };
  renderWithProviders(
    <MessageRow
      node={node}
      siblings={extra.siblings ?? [node.id]}
      avatar={null}
      isLast
      busy={extra.busy ?? false}
      streaming={false}
      userMarkdown={false}
      codeAutoWrap={false}
      actions={actions}
      t={i18n.getFixedT('en-US', 'chat')}
    />,
  );
  return actions;
}

describe('MessageRow', () => {
  it('names its small buttons, and shows each name as their tooltip', async () => {
    renderRow(answer());
    const copy = await screen.findByRole('button', { name: 'Copy' });
    const regenerate = screen.getByRole('button', { name: 'Regenerate' });
    expect(copy).toHaveAttribute('data-tip', 'Copy');
    expect(regenerate).toHaveAttribute('data-tip', 'Regenerate');
  });

  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderRow(answer());
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Fine, thanks.');
    expect(await screen.findByRole('button', { name: 'Copied' })).toHaveAttribute(
      'data-tip',
      'Copied',
    );
  });

  it('switches between versions, and regenerates the last answer', async () => {
    const actions = renderRow(answer({ id: 'a2' }), { siblings: ['a1', 'a2', 'a3'] });
    const versions = await screen.findByRole('group', { name: 'Versions' });
    expect(versions).toHaveTextContent('2/3');
    await userEvent.click(within(versions).getByRole('button', { name: 'Previous version' }));
    expect(actions.switchBranch).toHaveBeenCalledWith('a1');
    await userEvent.click(within(versions).getByRole('button', { name: 'Next version' }));
    expect(actions.switchBranch).toHaveBeenCalledWith('a3');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(actions.regenerate).toHaveBeenCalledWith('q2');
  });

  it('disables what would start another answer while one streams', async () => {
    renderRow(answer({ id: 'a2' }), { busy: true, siblings: ['a1', 'a2'] });
    expect(await screen.findByRole('button', { name: 'Regenerate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('marks a stopped answer', async () => {
    renderRow(answer({ status: 'interrupted' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
  });

  it('edits a question in a box that takes the focus; cancel puts the bubble back', async () => {
    const actions = renderRow(question);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit question' }));
    const box = screen.getByRole('textbox', { name: 'Edit question' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('How are you?');
    await userEvent.clear(box);
    expect(screen.getByRole('button', { name: 'Save and send' })).toBeDisabled();
    await userEvent.type(box, '  Better now?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(actions.edit).toHaveBeenCalledWith('q2', 'Better now?');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('How are you?')).toBeInTheDocument();
    expect(actions.edit).toHaveBeenCalledTimes(1);
  });

  it('from the keyboard, Escape or Cancel closes the edit and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const actions = renderRow(question);
    const edit = await screen.findByRole('button', { name: 'Edit question' });
    edit.focus();
    await user.keyboard('{Enter}');
    const box = screen.getByRole('textbox', { name: 'Edit question' });
    expect(box).toHaveFocus();
    await user.type(box, ' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('How are you?')).toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(actions.edit).not.toHaveBeenCalled();
  });

  it('after Save and send, by the keyboard or a mouse, the focus goes to the question box', async () => {
    const user = userEvent.setup();
    const actions = renderRow(question);
    await user.click(await screen.findByRole('button', { name: 'Edit question' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit question' }), '!');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save and send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.edit).toHaveBeenCalledWith('q2', 'How are you?!');
    expect(actions.focusQuestion).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Edit question' }));
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(actions.edit).toHaveBeenCalledTimes(2);
    expect(actions.focusQuestion).toHaveBeenCalledTimes(2);
  });

  it('after a tap on Save and send, the focus is left alone (no phone keyboard over the answer)', async () => {
    const actions = renderRow(question);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit question' }));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(tap, 'pointerType', { value: 'touch' });
    act(() => void screen.getByRole('button', { name: 'Save and send' }).dispatchEvent(tap));
    expect(actions.edit).toHaveBeenCalledWith('q2', 'How are you?');
    expect(actions.focusQuestion).not.toHaveBeenCalled();
  });

  it('shows a failed answer as an alert with a retry', async () => {
    const actions = renderRow(answer({ status: 'error', content: '', errorCode: 10502 }));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The AI model did not answer');
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(actions.regenerate).toHaveBeenCalledWith('q2');
  });
});

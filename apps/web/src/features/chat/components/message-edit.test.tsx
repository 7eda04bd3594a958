import { ChatLimits } from '@robot/contracts/client';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { MessageEdit } from './message-edit.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

const max = ChatLimits.message;

function renderEdit(initial = 'How are you?') {
  const onSave = vi.fn();
  renderWithProviders(
    <MessageEdit initial={initial} busy={false} onCancel={() => {}} onSave={onSave} />,
  );
  return { onSave, user: userEvent.setup() };
}

const box = () => screen.findByRole('textbox', { name: 'Edit question' });
const note = () => screen.getByRole('status');
const save = () => screen.getByRole('button', { name: 'Save and send' });

// An edited question is sent as a new question: the server refuses one past the question box's limit,
// so the edit box holds to the same limit, with the same count and note.
describe('MessageEdit, at the length limit', () => {
  it('a paste longer than the limit is cut to it, the note says so, and the rest is sent', async () => {
    const { onSave, user } = renderEdit('');
    const edit = await box();
    expect(note()).toBeEmptyDOMElement();
    await user.click(edit);
    await user.paste('a'.repeat(max + 500));
    expect(edit).toHaveValue('a'.repeat(max));
    expect(note()).toHaveTextContent(
      'Questions are limited to 8,000 characters; the rest of what you pasted was cut.',
    );
    expect(screen.getByTestId('question-length')).toHaveTextContent('8,000 / 8,000');
    await user.keyboard('{Backspace}');
    expect(note()).toBeEmptyDOMElement();
    expect(screen.getByTestId('question-length')).toHaveTextContent('7,999 / 8,000');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith('a'.repeat(max - 1), false);
  });

  it('shows the length from 90 % of the limit, and the limit once typed up to it', async () => {
    const { user } = renderEdit();
    const edit = await box();
    fireEvent.change(edit, { target: { value: 'a'.repeat(max * 0.9 - 1) } });
    expect(screen.queryByTestId('question-length')).not.toBeInTheDocument();
    fireEvent.change(edit, { target: { value: 'a'.repeat(max - 1) } });
    expect(screen.getByTestId('question-length')).toHaveTextContent('7,999 / 8,000');
    await user.type(edit, 'bc');
    expect(edit).toHaveValue(`${'a'.repeat(max - 1)}b`);
    expect(note()).toHaveTextContent('Questions are limited to 8,000 characters.');
    expect(note()).not.toHaveTextContent('cut');
  });

  it('cannot send a question longer than the limit (one asked before it), until it is cut', async () => {
    const { onSave, user } = renderEdit('a'.repeat(max + 1));
    const edit = await box();
    expect(save()).toBeDisabled();
    expect(screen.getByTestId('question-length')).toHaveTextContent('8,001 / 8,000');
    expect(note()).toHaveTextContent('Questions are limited to 8,000 characters.');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    await user.click(edit);
    await user.keyboard('{Backspace}');
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith('a'.repeat(max), false);
  });

  it('says the limit in Chinese (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    const { user } = renderEdit('');
    const edit = await screen.findByRole('textbox', { name: '编辑问题' });
    await user.click(edit);
    await user.paste('字'.repeat(max + 1));
    expect(edit).toHaveValue('字'.repeat(max));
    expect(note()).toHaveTextContent('问题最多 8,000 个字符，粘贴内容中超出的部分已被截掉。');
    expect(screen.getByTestId('question-length')).toHaveTextContent('8,000 / 8,000');
  });
});

import { ChatLimits } from '@robot/contracts/client';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ChatInput } from './chat-input.tsx';

/** The box with an answer streaming; `end` ends it as the server would. */
function renderStreaming() {
  const control: { end: () => void } = { end: () => {} };
  function Harness() {
    const [generating, setGenerating] = useState(true);
    control.end = () => setGenerating(false);
    return (
      <ChatInput
        onSend={() => setGenerating(true)}
        onStop={() => setGenerating(false)}
        generating={generating}
        status={generating ? 'asking' : 'idle'}
        width={768}
      />
    );
  }
  renderWithProviders(<Harness />);
  return control;
}

describe('ChatInput, from the keyboard', () => {
  it('stopping with Enter on the stop button leaves the focus in the question box', async () => {
    const user = userEvent.setup();
    renderStreaming();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(box);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop generating' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(box).toHaveFocus();
  });

  it('an answer ending while the keyboard is on the stop button brings the focus to the box', async () => {
    const user = userEvent.setup();
    const stream = renderStreaming();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(box);
    await user.tab();
    act(() => stream.end());
    expect(box).toHaveFocus();
  });

  it('a click on stop leaves the focus where the pointer put it (no phone keyboard popping up)', async () => {
    const user = userEvent.setup();
    renderStreaming();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(box).not.toHaveFocus();
  });
});

describe('ChatInput, at the length limit', () => {
  const max = ChatLimits.message;
  const renderIdle = () =>
    renderWithProviders(
      <ChatInput
        onSend={() => {}}
        onStop={() => {}}
        generating={false}
        status="idle"
        width={768}
      />,
    );
  const note = () => screen.getByRole('status');

  it('a paste longer than the limit is cut to it, and the note under the box says so', async () => {
    const user = userEvent.setup();
    renderIdle();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    expect(note()).toBeEmptyDOMElement();
    expect(screen.queryByTestId('question-length')).not.toBeInTheDocument();
    await user.click(box);
    await user.paste('a'.repeat(max + 500));
    expect(box).toHaveValue('a'.repeat(max));
    expect(note()).toHaveTextContent(
      'Questions are limited to 8,000 characters; the rest of what you pasted was cut.',
    );
    expect(screen.getByTestId('question-length')).toHaveTextContent('8,000 / 8,000');
    // keys pressed against the limit change nothing: no new message to read out each time
    const said = note().innerHTML;
    await user.keyboard('bbb');
    expect(note().innerHTML).toBe(said);
    // shorter again: the note goes
    await user.keyboard('{Backspace}');
    expect(note()).toBeEmptyDOMElement();
    expect(screen.getByTestId('question-length')).toHaveTextContent('7,999 / 8,000');
  });

  it('typed up to the limit, the note says the limit only; the count shows from 90 % of it', async () => {
    const user = userEvent.setup();
    renderIdle();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    fireEvent.change(box, { target: { value: 'a'.repeat(max * 0.9 - 1) } });
    expect(screen.queryByTestId('question-length')).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(max - 1) } });
    expect(screen.getByTestId('question-length')).toHaveTextContent('7,999 / 8,000');
    expect(note()).toBeEmptyDOMElement();
    await user.type(box, 'bc');
    expect(box).toHaveValue(`${'a'.repeat(max - 1)}b`);
    expect(note()).toHaveTextContent('Questions are limited to 8,000 characters.');
    expect(note()).not.toHaveTextContent('cut');
  });

  it('a paste that fits says nothing', async () => {
    const user = userEvent.setup();
    renderIdle();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(box);
    await user.paste('Hello');
    expect(box).toHaveValue('Hello');
    expect(note()).toBeEmptyDOMElement();
  });
});

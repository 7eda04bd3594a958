import { act, screen } from '@testing-library/react';
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

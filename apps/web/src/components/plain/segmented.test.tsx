import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainSegmented } from './segmented.tsx';

function Choice({ onChange = vi.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('b');
  return (
    <PlainSegmented
      aria-label="Kind"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 'a', label: 'Alpha' },
        { value: 'b', label: 'Beta' },
        { value: 'c', label: 'Gamma' },
      ]}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('plain segmented', () => {
  it('is a named radio group whose chosen option is checked and alone in the Tab order', () => {
    render(<Choice />);
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeInTheDocument();
    expect(radio('Beta')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Beta')).toHaveAttribute('tabindex', '0');
    expect(radio('Alpha')).toHaveAttribute('tabindex', '-1');
    expect(radio('Gamma')).toHaveAttribute('tabindex', '-1');
  });

  it('chooses an option on a click, once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Choice onChange={onChange} />);
    await user.click(radio('Gamma'));
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'true');
    await user.click(radio('Gamma'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('moves and chooses with the arrow keys (round the ends), Home and End', async () => {
    const user = userEvent.setup();
    render(<Choice />);
    await user.tab();
    expect(radio('Beta')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Gamma')).toHaveFocus();
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(radio('Alpha')).toHaveFocus();
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(radio('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(radio('Beta')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(radio('Gamma')).toHaveFocus();
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'true');
    // one stop in the Tab order: Tab leaves the group
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});

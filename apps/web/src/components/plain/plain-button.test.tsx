import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainButton, PlainLinkButton } from './plain-button.tsx';

const icon = <span data-testid="icon" />;

describe('plain buttons', () => {
  it('draw the icon before the label, or after it with iconPlacement="end"', () => {
    render(
      <MemoryRouter>
        <PlainButton icon={icon}>Before</PlainButton>
        <PlainLinkButton to="/contact" icon={icon} iconPlacement="end">
          After
        </PlainLinkButton>
      </MemoryRouter>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    expect(before.firstElementChild).toHaveAttribute('data-testid', 'icon');
    const after = screen.getByRole('link', { name: 'After' });
    expect(after).toHaveAttribute('href', '/contact');
    expect(after.lastElementChild).toHaveAttribute('data-testid', 'icon');
    expect(after.firstElementChild).toHaveTextContent('After');
  });

  it('show the turning icon where the icon goes while loading', () => {
    render(
      <PlainButton icon={icon} iconPlacement="end" loading>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(button.lastElementChild).toHaveClass('rs-btn__spin');
  });

  it('grows the turning icon in where a label had no icon, as antd does', () => {
    const { rerender } = render(<PlainButton>Send</PlainButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.querySelector('.rs-btn__spin')).toBeNull();
    rerender(<PlainButton loading>Send</PlainButton>);
    expect(button.firstElementChild).toHaveClass('rs-btn__spin', 'rs-btn__spin--in');
    // with an icon of its own, or no label, the turning icon takes its place at once
    rerender(
      <PlainButton icon={icon} loading>
        Send
      </PlainButton>,
    );
    expect(button.firstElementChild).not.toHaveClass('rs-btn__spin--in');
    rerender(<PlainButton loading aria-label="Send" />);
    expect(button.firstElementChild).toHaveClass('rs-btn__spin');
    expect(button.firstElementChild).not.toHaveClass('rs-btn__spin--in');
  });
});

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
});

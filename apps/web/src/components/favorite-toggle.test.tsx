import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from './favorite-toggle.tsx';

const labels = { favorite: 'Favourite', favorited: 'Favourited' };

describe('FavoriteToggle', () => {
  it('is a pressed button while favourited, and asks for the other state', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FavoriteToggle isFavorite={false} pending={false} onChange={onChange} labels={labels} />,
    );
    const button = screen.getByRole('button', { name: 'Favourite' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onChange).toHaveBeenLastCalledWith(true);

    rerender(<FavoriteToggle isFavorite pending={false} onChange={onChange} labels={labels} />);
    const pressed = screen.getByRole('button', { name: 'Favourited' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pressed);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores a press while the last change is on its way (it would race it)', async () => {
    const onChange = vi.fn();
    render(<FavoriteToggle isFavorite pending onChange={onChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourited' }));
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '../../test/account-fixtures.tsx';
import { contrast } from '../../test/contrast.ts';
import { avatarPalette, UserAvatar } from './user-avatar.tsx';

describe('the initial avatar', () => {
  it.each(avatarPalette)('writes the white initial on %s at >= 4.5:1', (colour) => {
    expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the portrait avatar', () => {
  it('shows the initial when the portrait does not load, and a new portrait when it changes', () => {
    const { rerender } = render(
      <UserAvatar user={{ ...me, headportraitUrl: '/uploads/gone.png' }} />,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/uploads/gone.png');
    fireEvent.error(image);
    expect(screen.getByRole('img')).toHaveTextContent('A');
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    rerender(<UserAvatar user={{ ...me, headportraitUrl: '/uploads/new.png' }} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/new.png');
  });
});

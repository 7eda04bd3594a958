import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useThemeColors } from './theme-colors.ts';

const variables = { accent: '--test-accent' };

function Swatch() {
  const { accent } = useThemeColors(variables);
  return <span data-testid="swatch">{accent}</span>;
}

afterEach(() => {
  document.documentElement.style.removeProperty('--test-accent');
  delete document.documentElement.dataset.theme;
});

describe('useThemeColors', () => {
  it("reads the theme's variables as values, and again when the theme changes", async () => {
    document.documentElement.style.setProperty('--test-accent', '#4f46e5');
    render(<Swatch />);
    expect(screen.getByTestId('swatch')).toHaveTextContent('#4f46e5');

    // the dark theme's stylesheet gives the variable another value, then the page says so
    document.documentElement.style.setProperty('--test-accent', '#504dcf');
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
      await Promise.resolve();
    });
    expect(screen.getByTestId('swatch')).toHaveTextContent('#504dcf');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n/i18n.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { useThemeStore } from '../stores/theme-store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const initialLanguage = useLanguageStore.getState();
const switchTo = vi.fn();

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  switchTo.mockReset();
  // The real switch stores the choice and reloads the page.
  useLanguageStore.setState({ language: 'en-US', switchTo });
});

afterEach(() => {
  useLanguageStore.setState(initialLanguage);
  useThemeStore.setState({ mode: 'light' });
});

describe('the language switch', () => {
  it('shows the language in use and opens a menu of both, the current one marked', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('title', 'Language');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveTextContent('English');

    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('menuitem', { name: 'English' });
    const chinese = screen.getByRole('menuitem', { name: '简体中文' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(chinese).not.toHaveAttribute('aria-current');
    expect(chinese).toHaveAttribute('lang', 'zh-CN');
  });

  it('switches to the other language chosen with the keyboard', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    screen.getByRole('button', { name: 'Language' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(switchTo).toHaveBeenCalledExactlyOnceWith('zh-CN');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does nothing when the language in use is chosen', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(switchTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is an icon alone when compact, still named', () => {
    render(<LanguageSwitch compact />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).not.toHaveTextContent('English');
    expect(button.querySelector('svg')).not.toBeNull();
  });
});

describe('the theme toggle', () => {
  it('names the theme it switches to and switches', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toDark = screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(toDark).toHaveAttribute('title', 'Switch to dark mode');
    await user.click(toDark);
    expect(useThemeStore.getState().mode).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(useThemeStore.getState().mode).toBe('light');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/account-fixtures.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { AssistantHeader } from './assistant-header.tsx';
import { DetailHeader } from './detail-header.tsx';
import { FullHeader } from './full-header.tsx';

const original = window.matchMedia;

/** Stands in a phone-wide (or wider) screen for useIsMobile. */
function screenIsPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
}

/** Stands in a window `width` px wide: each `(max-width: N px)` query matches when it is narrower. */
function windowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { ...original(query), matches: max ? width <= Number(max[1]) : false };
  }) as typeof window.matchMedia;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
});

afterEach(() => {
  window.matchMedia = original;
  vi.restoreAllMocks();
});

describe('the full header on a wide screen', () => {
  it('shows the brand, the sections with the current one marked, and a login button', async () => {
    screenIsPhone(false);
    const { router } = renderWithProviders(<FullHeader />, { route: '/ai-tool-list' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Robot Square' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Robot Square')).toBeInTheDocument();

    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Robot square', 'AI tools', 'AI genius hall', 'Industry apps', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'AI tools' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Features menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('ai-tool-list');
  });

  it('shows no login button on the login page itself', () => {
    screenIsPhone(false);
    renderWithProviders(<FullHeader />, { route: '/login?redirect=%2Fassistant' });
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the my menu instead of the login button when signed in', () => {
    screenIsPhone(false);
    useAuthStore.setState({ token: 't1', user: me });
    renderWithProviders(<FullHeader />);
    expect(screen.getByRole('button', { name: 'My menu' })).toBeInTheDocument();
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, Alice');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('the full header between a phone and a wide screen', () => {
  it('puts the sections in the features menu below 1024 px, and keeps the site name', async () => {
    windowWidth(900);
    const user = userEvent.setup();
    renderWithProviders(<FullHeader />, { route: '/article-list' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Robot Square' })).toHaveTextContent('Robot Square');
    await user.click(screen.getByRole('button', { name: 'Features menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Features menu' });
    expect(
      within(sheet)
        .getAllByRole('button', { current: 'page' })
        .map((b) => b.textContent),
    ).toEqual(['AI genius hall']);
  });

  it('shows the sections in a row from 1024 px', () => {
    windowWidth(1024);
    renderWithProviders(<FullHeader />);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Features menu' })).not.toBeInTheDocument();
  });
});

describe('the full header on a phone', () => {
  beforeEach(() => screenIsPhone(true));

  it('has a features menu button instead of the sections, and the logo without the name', () => {
    renderWithProviders(<FullHeader />);
    const button = screen.getByRole('button', { name: 'Features menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Robot Square' })).not.toHaveTextContent(
      'Robot Square',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the current section in the sheet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FullHeader />, { route: '/ai-tool-list' });
    await user.click(screen.getByRole('button', { name: 'Features menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Features menu' });
    const current = within(sheet).getAllByRole('button', { current: 'page' });
    expect(current.map((b) => b.textContent)).toEqual(['AI tools']);
  });

  it('opens the sections in a sheet, focus inside, and Escape closes it, focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FullHeader />);
    const button = screen.getByRole('button', { name: 'Features menu' });
    await user.click(button);

    const sheet = screen.getByRole('dialog', { name: 'Features menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    const nav = within(sheet).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Home',
      'Robot square',
      'AI tools',
      'AI genius hall',
      'Industry apps',
      'Contact',
      'About',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FullHeader />);
    await user.click(screen.getByRole('button', { name: 'Features menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Features menu' });
    await user.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'About' })).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with its close button and with a click on the dimmed page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FullHeader />);
    const button = screen.getByRole('button', { name: 'Features menu' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(document.querySelector<HTMLElement>('.rs-sheet-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the section chosen and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FullHeader />);
    await user.click(screen.getByRole('button', { name: 'Features menu' }));
    await user.click(screen.getByRole('button', { name: 'AI tools' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-tool-list'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses a modal dialog where the browser has one, closed by Escape and by its backdrop', async () => {
    // jsdom has no modal dialogs: stand them in, as browsers have them.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const user = userEvent.setup();
      renderWithProviders(<FullHeader />);
      const button = screen.getByRole('button', { name: 'Features menu' });
      await user.click(button);
      const sheet = screen.getByRole('dialog', { name: 'Features menu' });
      expect(showModal).toHaveBeenCalledOnce();
      expect(document.querySelector('.rs-sheet-backdrop')).toBeNull();
      expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();

      // The browser's close request (Escape, a back gesture) closes it through the app's state.
      fireEvent(sheet, new Event('cancel', { cancelable: true }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(close).toHaveBeenCalledOnce();
      expect(button).toHaveFocus();

      // A click on the backdrop lands on the dialog itself, outside its panel.
      await user.click(button);
      await user.click(within(screen.getByRole('dialog')).getByRole('navigation'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('dialog'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });
});

describe('the detail and assistant headers', () => {
  it('detail: the links open in a new tab, and say so', () => {
    screenIsPhone(false);
    renderWithProviders(<DetailHeader />, { route: '/robot-info/r1' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const home = within(nav).getByRole('link', { name: /Site home/ });
    expect(home).toHaveAccessibleName('Site home(opens in a new tab)');
    expect(home).toHaveAttribute('target', '_blank');
    expect(home).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Robot Square' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
  });

  it('assistant: its name and a home button', async () => {
    screenIsPhone(false);
    const { router } = renderWithProviders(<AssistantHeader />, { route: '/assistant' });
    expect(screen.getByText('AI assistant')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

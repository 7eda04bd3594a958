import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserUsage } from '@robot/contracts';
import { accountApi, creditApi, usageApi } from '@robot/contracts/client';
import { me, renderDialog } from '../../test/account-fixtures.tsx';
import { apiCalls, handle, serve } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { UserMenu } from './user-menu.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: me, face: null });
});

describe('the my menu', () => {
  it('opens the change-password dialog', async () => {
    renderDialog(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
  });

  it('opens the devices dialog', async () => {
    serve(
      handle(accountApi.sessions, () => ({
        list: [
          {
            id: 's1',
            device: { browser: 'Firefox', os: 'Linux', mobile: false },
            createdAt: '2030-01-01T00:00:00.000Z',
            lastUsedAt: '2030-01-01T00:00:00.000Z',
            current: true,
          },
        ],
        total: 1,
      })),
    );
    renderDialog(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Devices' }));
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
  });

  it('shows credits and questions left, asked for only when the menu opens', async () => {
    const usage: UserUsage = {
      credits: { enabled: true, balance: 12 },
      limits: {
        allowedModels: null,
        premium: true,
        maxConversations: null,
        dailyAsks: 10,
        premiumAsksPer3h: null,
        answersPerMinute: null,
        timeSlots: null,
      },
      timeZone: 'UTC',
      used: { conversations: 1, asksToday: 6, premiumAsks3h: 2 },
      remaining: { conversations: null, asksToday: 4, premiumAsks3h: null },
      inTimeSlot: true,
    };
    serve(handle(usageApi.usage, () => usage));
    renderDialog(<UserMenu />);
    const button = await screen.findByRole('button', { name: 'My menu' });
    expect(apiCalls().some((c) => c.url === usageApi.usage.path)).toBe(false);

    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'My usage' });
    expect(await within(panel).findByText('12')).toBeInTheDocument();
    expect(within(panel).getByText('Questions left today').nextSibling).toHaveTextContent('4');
    expect(within(panel).getByText('Premium questions left (3 h)').nextSibling).toHaveTextContent(
      'Unlimited',
    );
  });

  it('opens the credits history with the recent changes', async () => {
    serve(
      handle(usageApi.usage, () => new Promise<never>(() => undefined)),
      handle(creditApi.userGet, () => ({
        balance: 7,
        enabled: true,
        recent: [
          { delta: -1, reason: 'chat', createdAt: '2030-01-02T00:00:00.000Z' },
          { delta: 20, reason: 'admin', createdAt: '2030-01-01T12:00:00.000Z' },
          { delta: 8, reason: 'grant', createdAt: '2030-01-01T00:00:00.000Z' },
        ],
      })),
    );
    renderDialog(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Credits history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credits history' });
    expect(await within(dialog).findByText('Balance: 7 credits')).toBeInTheDocument();
    expect(within(dialog).getByText('An answer')).toBeInTheDocument();
    expect(within(dialog).getByText('-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Welcome credits')).toBeInTheDocument();
    expect(within(dialog).getByText('Adjusted by the site')).toBeInTheDocument();
    expect(within(dialog).getByText('+8')).toBeInTheDocument();
  });

  it('offers the admin area to superusers only', async () => {
    const { router } = renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Devices' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();

    useAuthStore.setState({ user: { ...me, role: 'superuser' } });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('greets by the name and draws the avatar kept from the last visit until the details come', () => {
    useAuthStore.setState({
      user: null,
      face: { uuid: 'u9', nickname: 'Zoe', username: 'zoe1', headportraitUrl: null },
    });
    renderDialog(<UserMenu />);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, Zoe');
    const avatar = screen.getByRole('img', { name: 'Avatar of Zoe' });
    expect(avatar).toHaveTextContent('Z');
    // the colour the same uuid gives once the details come
    cleanup();
    useAuthStore.setState({ user: { ...me, uuid: 'u9', nickname: 'Zoe' }, face: null });
    renderDialog(<UserMenu />);
    const after = screen.getByRole('img', { name: 'Avatar of Zoe' });
    expect(after.style.background).toBe(avatar.style.background);
    expect(after.style.background).not.toBe('');
  });

  it("draws the kept portrait before the details come, not a '?'", () => {
    useAuthStore.setState({
      user: null,
      face: { uuid: 'u9', nickname: 'Zoe', username: 'zoe1', headportraitUrl: '/uploads/zoe.png' },
    });
    renderDialog(<UserMenu />);
    expect(screen.getByRole('img', { name: 'Avatar of Zoe' })).toHaveAttribute(
      'src',
      '/uploads/zoe.png',
    );
  });

  it('greets by nickname on a menu button, with the items in order and log out last', async () => {
    serve(handle(usageApi.usage, () => new Promise<never>(() => undefined)));
    const user = userEvent.setup();
    renderDialog(<UserMenu />);
    const button = screen.getByRole('button', { name: 'My menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hi, Alice');
    // the greeting as a tooltip too: from 1024 to 1200 px the button shows only the avatar
    expect(button).toHaveAttribute('title', 'Hi, Alice');
    expect(within(button).getByRole('img', { name: 'Avatar of Alice' })).toHaveTextContent('A');

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'My menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Credits history',
      'My robots',
      'My favourites',
      'Preferences',
      'Change password',
      'Devices',
      'Log out',
    ]);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    // While the figures load, the usage says so.
    expect(screen.getByRole('region', { name: 'My usage' })).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves the greeting out on a phone', () => {
    renderDialog(<UserMenu compact />);
    expect(screen.getByRole('button', { name: 'My menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('greeting')).not.toBeInTheDocument();
  });

  it('works from the keyboard: opens on the first item, moves with the arrows, Escape returns', async () => {
    serve(handle(usageApi.usage, () => new Promise<never>(() => undefined)));
    const user = userEvent.setup();
    renderDialog(<UserMenu />);
    const button = screen.getByRole('button', { name: 'My menu' });
    button.focus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Credits history' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My favourites' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the preferences chosen with the keyboard', async () => {
    serve(handle(usageApi.usage, () => new Promise<never>(() => undefined)));
    const user = userEvent.setup();
    renderDialog(<UserMenu />);
    screen.getByRole('button', { name: 'My menu' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Preferences' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('asks before logging out', async () => {
    serve(handle(usageApi.usage, () => new Promise<never>(() => undefined)));
    renderDialog(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Do you really want to log out?')).toBeInTheDocument();
  });

  it('closes at a click outside, without choosing anything', async () => {
    serve(handle(usageApi.usage, () => new Promise<never>(() => undefined)));
    const user = userEvent.setup();
    renderDialog(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'My menu' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

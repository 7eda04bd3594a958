import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  useAuthStore.setState({ token: 't1', user: me });
});

describe('the my menu', () => {
  it('opens the change-password dialog', async () => {
    renderDialog(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My menu' }));
    fireEvent.click(await screen.findByText('Change password'));
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
    fireEvent.click(await screen.findByText('Devices'));
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
    fireEvent.click(await screen.findByText('Credits history'));
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
    expect(await screen.findByText('Devices')).toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();

    useAuthStore.setState({ user: { ...me, role: 'superuser' } });
    fireEvent.click(await screen.findByText('Admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountApi } from '@robot/contracts';
import { me, renderDialog } from '../../test/account-fixtures.tsx';
import { handle, serve } from '../../test/msw.ts';
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

import { adminApi } from '@robot/contracts/client';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { appRoutes } from '../../app/routes.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { handle, serve, unanswered } from '../../test/msw.ts';
import { me } from '../../test/account-fixtures.tsx';
import { admin, giveChartsABox, statsFixture } from '../../test/admin-fixtures.tsx';

const renderAt = (entry: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  serve(unanswered);
  giveChartsABox();
});
afterEach(() => vi.restoreAllMocks());

describe('the admin route', () => {
  it('sends a visitor to log in', async () => {
    useAuthStore.setState({ token: null, user: null });
    const router = renderAt('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/users');
  });

  it('shows a normal user the forbidden page', async () => {
    useAuthStore.setState({ token: 'tok', user: me });
    const router = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/403'));
  });

  it('opens the dashboard for a superuser, with every section in the menu', async () => {
    useAuthStore.setState({ token: 'tok', user: admin });
    serve(handle(adminApi.stats, () => statsFixture()));
    const router = renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Last 5 minutes', {}, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Users', 'Conversations', 'Logs', 'Settings'])
      expect(nav).toHaveTextContent(name);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends an unknown section back to the dashboard', async () => {
    useAuthStore.setState({ token: 'tok', user: admin });
    const router = renderAt('/admin/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 10_000 });
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { appRoutes } from '../../app/routes.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { chatApi } from '@robot/contracts/client';
import { handle, serve, unanswered } from '../../test/msw.ts';

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
  // The header may ask for nothing, but a stray call must not reach the network.
  serve(unanswered);
  useAuthStore.setState({ token: null, user: null });
});

describe('protected routes', () => {
  it.each(['/assistant?tab=1', '/chat/abc', '/my-article-list', '/my-ai-tool-list'])(
    'signed out, %s says why and goes to login with the original path',
    async (entry) => {
      const router = renderAt(entry);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(entry);
      expect(await screen.findByText('Log in for more features')).toBeInTheDocument();
    },
  );

  it('signed in, shows the page', async () => {
    useAuthStore.setState({ token: 'tok', user: null });
    // The chat column waits for the models (so their notice and the messages appear together).
    serve(
      handle(chatApi.models, () => ({
        models: [],
        defaultModel: 'x',
        writingModel: null,
        plugins: [],
        maxPlugins: 3,
        offline: false,
      })),
    );
    const router = renderAt('/assistant');
    expect(
      await screen.findByRole('heading', { name: /AI assistant/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assistant');
  });

  it('public routes need no login', async () => {
    const router = renderAt('/robot-list');
    // The square is a lazily loaded page; on a busy machine its chunk takes a moment.
    expect(
      await screen.findByRole('heading', { name: /Robot square/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/robot-list');
  });

  it('unknown paths go to /error/404', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
    expect(await screen.findByText("Page doesn't exist")).toBeInTheDocument();
  });

  it('/redirect/* follows same-origin paths only', async () => {
    const ok = renderAt('/redirect/robot-list?x=1');
    await waitFor(() => expect(ok.state.location.pathname).toBe('/robot-list'));
    expect(ok.state.location.search).toBe('?x=1');
  });
});

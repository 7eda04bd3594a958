import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { paths, routePatterns } from '../../lib/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { serve, unanswered } from '../../test/msw.ts';
import { Providers } from '../providers.tsx';
import type { RouteHandle } from '../route-handle.ts';
import { appRoutes } from '../routes.tsx';
import { AppLayout } from './app-layout.tsx';

const renderAt = (entry: string) => {
  const page = <p>page</p>;
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/column', element: page },
          { path: '/wide', element: page, handle: { wideHeader: true } satisfies RouteHandle },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
  serve(unanswered);
});

describe('the page frame', () => {
  it("keeps the header's content in the site's column by default", async () => {
    renderAt('/column');
    await screen.findByText('page');
    expect(screen.getByRole('banner').closest('.rs-app-layout')).not.toHaveClass(
      'rs-app-layout--wide-header',
    );
  });

  it('spreads the header across the window on a route that asks for it', async () => {
    renderAt('/wide');
    await screen.findByText('page');
    expect(screen.getByRole('banner').closest('.rs-app-layout')).toHaveClass(
      'rs-app-layout--wide-header',
    );
  });

  it('asks for it on the two conversation pages only, whose sidebar starts at the window edge', () => {
    const wide = (appRoutes[0]?.children ?? [])
      .filter((r: RouteObject) => (r.handle as RouteHandle | undefined)?.wideHeader)
      .map((r) => r.path);
    expect(wide).toEqual([paths.assistant, routePatterns.chat]);
  });
});

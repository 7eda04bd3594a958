import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers.tsx';

/**
 * Renders one screen the way the app does (i18n, a fresh QueryClient, antd theme) inside a memory
 * router at `route`, mounted on `path` (a route pattern such as `/chat/:uuid`, so the screen reads its
 * params; by default the route's own pathname). Any other path renders "elsewhere", so a test can see
 * that a link led away.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = route.split('?')[0] ?? '/' }: { route?: string; path?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

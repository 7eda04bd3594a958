import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers.tsx';

/**
 * Renders one screen the way the app does (i18n, a fresh QueryClient, antd theme) inside a memory
 * router at `route`. Any other path renders its pathname, so a test can see where a link led.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const path = route.split('?')[0] ?? '/';
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

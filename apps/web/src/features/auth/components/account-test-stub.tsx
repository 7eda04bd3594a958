import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';

export interface StubRoute {
  method: string;
  path: string;
  body: unknown;
  status?: number;
}

/** A fetch that answers the listed calls and records every call (url, method, parsed body). */
export function stubApi(routes: StubRoute[]) {
  const calls: { method: string; url: string; body: unknown; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ method, url, body, auth: headers['Authorization'] ?? null });
      const route = routes.find((r) => r.method === method && r.path === url.split('?')[0]);
      if (!route) {
        return new Response(
          JSON.stringify({ code: 10404, msg: 'errors.pageNotFound', data: null }),
        );
      }
      return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
    }),
  );
  return calls;
}

export const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

/** Renders a dialog inside the app's providers, with a /login route to see where sign-out leads. */
export function renderDialog(ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

export const me = {
  uuid: 'u1',
  username: 'alice1',
  email: null,
  nickname: 'Alice',
  headportraitUrl: null,
  mobile: null,
  role: 'user' as const,
  createdAt: '2030-01-01T00:00:00.000Z',
  smsOnly: false,
};

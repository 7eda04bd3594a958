import type { RobotCard } from '@robot/contracts';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';

export const robotFixture = (over: Partial<RobotCard> = {}): RobotCard => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  ownerUUID: 'owner-1',
  ownerNickname: 'Ada',
  headportraitUrl: '',
  robotName: 'Travel Planner',
  robotIntro: 'Plans trips',
  robotGuideWords: 'Plan 3 days in Kyoto; Pack for Iceland',
  robotCatagory: 1,
  robotVisibility: 1,
  type: 3,
  keywords: 'travel',
  viewCount: 10,
  chatCount: 4,
  favoriteCount: 2,
  isFavorite: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  ...over,
});

export const envelope = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: code < 300 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

/** Stubs fetch: the handler answers the calls it knows; anything else stays pending (never the network). */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = await handler(url, init);
    return answer ?? new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls
      .map((c) => ({ url: new URL(String(c[0]), 'http://localhost'), init: c[1] }))
      .filter((c) => c.url.pathname === path);
  return { fetchMock, calls };
}

export const renderApp = (entry: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

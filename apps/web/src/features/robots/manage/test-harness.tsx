import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { RobotActionsProvider, useRobotActions, type RobotRef } from './robot-actions.tsx';

/** Test-only: a stand-in for a robot card or list, calling the actions under test. */
function Opener({ robot }: { robot: RobotRef }) {
  const actions = useRobotActions();
  return (
    <div>
      <button onClick={actions.create}>open create</button>
      <button onClick={() => actions.edit(robot.uuid)}>open edit</button>
      <button onClick={() => actions.train(robot)}>open train</button>
      <button onClick={() => actions.remove(robot)}>open delete</button>
    </div>
  );
}

export const testRobotRef: RobotRef = {
  uuid: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  robotName: 'Travel planner',
};

/** Renders the provider inside the real app providers and a memory router. */
export function renderWithRobotActions(children: ReactNode = <Opener robot={testRobotRef} />) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <RobotActionsProvider>{children}</RobotActionsProvider>,
      },
    ],
    { initialEntries: ['/robot-list'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

export type Route = { method: string; path: string; status?: number; body: unknown };

/** A fetch stand-in answering by method and path (query string ignored); records every call. */
export function mockApi(routes: Route[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    const route = routes.find((r) => r.method === method && r.path === path);
    if (!route)
      return new Response(JSON.stringify({ code: 10404, msg: 'errors.pageNotFound', data: null }));
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (data: unknown, code = 200) => ({ code, msg: 'ok', data });

export const ownerView = (over: Record<string, unknown> = {}) => ({
  uuid: testRobotRef.uuid,
  ownerUUID: 'u1',
  ownerNickname: 'Alice',
  headportraitUrl: 'https://cdn.example.com/p.png',
  robotName: testRobotRef.robotName,
  robotIntro: 'Plans trips',
  robotGuideWords: 'Where to go?',
  robotCatagory: 1,
  robotVisibility: 1,
  type: 3,
  keywords: 'travel',
  viewCount: 0,
  chatCount: 0,
  favoriteCount: 0,
  isFavorite: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  prompt: 'You plan trips.',
  knowledgeBase: '',
  ...over,
});

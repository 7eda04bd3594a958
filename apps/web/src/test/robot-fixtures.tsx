import type { RobotCard } from '@robot/contracts';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
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

export const renderApp = (entry: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

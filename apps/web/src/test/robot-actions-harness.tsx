import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RobotOwnerView } from '@robot/contracts';
import { Providers } from '../app/providers.tsx';
import { RobotActionsProvider, useRobotActions, type RobotRef } from '../features/robots/index.ts';

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

/** The owner's view of the test robot, as GET /api/robot/get answers it. */
export const ownerView = (over: Partial<RobotOwnerView> = {}): RobotOwnerView => ({
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

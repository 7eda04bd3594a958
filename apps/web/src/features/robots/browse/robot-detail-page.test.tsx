import type { RobotFavoriteResult } from '@robot/contracts';
import { ErrorKey, pathWith, robotApi } from '@robot/contracts/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { appRoutes } from '../../../app/routes.tsx';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve, unanswered, type Refusal } from '../../../test/msw.ts';
import { renderApp, robotFixture } from '../../../test/robot-fixtures.tsx';

const slow = { timeout: 10_000 };
const robot = robotFixture();
const simplePath = pathWith(robotApi.detailSimple.path, { uuid: robot.uuid });

const deferred = <T,>() => {
  let resolve!: (r: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};
const serveRobot = () => handle(robotApi.detailSimple, () => robot);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({
    token: 'tok',
    user: { uuid: 'viewer-1', username: 'v', email: null, nickname: 'V' } as never,
  });
});

afterEach(() => {
  vi.clearAllMocks();
});

// Rendering the whole app with antd in jsdom is slow on a shared machine; nothing here is timed.
describe('robot detail', { timeout: 60_000 }, () => {
  it('shows the robot with its guidance words, fetched once even in StrictMode', async () => {
    serve(serveRobot(), unanswered);
    const router = createMemoryRouter(appRoutes, { initialEntries: [`/robot-info/${robot.uuid}`] });
    render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    expect(await screen.findByText('Travel Planner', { selector: 'h1' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Plan 3 days in Kyoto')).toBeInTheDocument();
    expect(screen.getByText('Pack for Iceland')).toBeInTheDocument();
    expect(screen.getByText('Created by Ada')).toBeInTheDocument();
    expect(screen.queryByText('Manage your robot')).not.toBeInTheDocument();
    expect(apiCalls().filter((c) => c.url === simplePath)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
  });

  it('offers no Share on a private robot: its link would open for nobody but its owner', async () => {
    const own = robotFixture({ robotVisibility: 2, ownerUUID: 'viewer-1' });
    serve(
      handle(robotApi.detailSimple, () => own),
      unanswered,
    );
    renderApp(`/robot-info/${own.uuid}`);
    expect(await screen.findByText('Travel Planner', { selector: 'h1' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start chatting/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
  });

  it('flips the favourite at once and keeps the server count on success', async () => {
    const answer = deferred<RobotFavoriteResult>();
    serve(
      serveRobot(),
      handle(robotApi.favorite, () => answer.promise),
      unanswered,
    );
    renderApp(`/robot-info/${robot.uuid}`);
    const button = await screen.findByText('Favourite', { selector: 'button span' }, slow);
    await userEvent.click(button);
    const pressed = await screen.findByText('Favourited', { selector: 'button span' });
    expect(pressed.closest('button')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3')).toBeInTheDocument();
    answer.resolve({ favorite: true, favoriteCount: 7 });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByText('Favourited', { selector: 'button span' })).toBeInTheDocument();
  });

  it('rolls the favourite back and shows the error when the server refuses', async () => {
    const answer = deferred<Refusal>();
    serve(
      serveRobot(),
      handle(robotApi.favorite, () => answer.promise),
      unanswered,
    );
    renderApp(`/robot-info/${robot.uuid}`);
    await userEvent.click(await screen.findByText('Favourite', { selector: 'button span' }, slow));
    expect(await screen.findByText('Favourited', { selector: 'button span' })).toBeInTheDocument();
    answer.resolve(refuse(ErrorKey.databaseError));
    const back = await screen.findByText('Favourite', { selector: 'button span' });
    expect(back.closest('button')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(await screen.findByText(/^10500 · /)).toBeInTheDocument();
  });

  it('signed out, favourite goes to login and back', async () => {
    useAuthStore.setState({ token: null, user: null });
    serve(serveRobot(), unanswered);
    const router = renderApp(`/robot-detail/${robot.uuid}`);
    await userEvent.click(await screen.findByText('Favourite', { selector: 'button span' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/robot-detail/${robot.uuid}`,
    );
  });

  it('answers a failed load about this robot, with a retry and no 404 picture: it may well exist', async () => {
    serve(
      handle(robotApi.detailSimple, () => refuse(ErrorKey.databaseError)),
      handle(robotApi.search, () => ({ list: [], total: 0 })),
      unanswered,
    );
    renderApp(`/robot-detail/${robot.uuid}`);
    expect(
      await screen.findByText('Could not load this robot', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it('answers 10404 with a not-found state and a way to the square, no toast', async () => {
    serve(
      handle(robotApi.detailSimple, () => refuse(ErrorKey.robotNotFound)),
      handle(robotApi.search, () => ({ list: [], total: 0 })),
      unanswered,
    );
    const router = renderApp(`/robot-detail/${robot.uuid}`);
    expect(await screen.findByText("This robot isn't here", undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText(/10404/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Browse the robot square'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/robot-list'));
  });
});

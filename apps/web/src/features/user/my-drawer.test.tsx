import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorKey, robotApi } from '@robot/contracts/client';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useLanguageStore } from '../../stores/language-store.ts';
import { iconNamesHeard, iconNamesOnPage } from '../../test/icon-names.ts';
import { RobotActionsContext, type RobotActions } from '../robots/index.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { ownerView } from '../../test/robot-actions-harness.tsx';
import { MyDrawer, type MyDrawerTab } from './my-drawer.tsx';

const me = {
  uuid: 'u1',
  username: 'alice1',
  email: 'alice@example.com',
  nickname: 'Alice',
  headportraitUrl: null,
  mobile: null,
  role: 'user' as const,
  createdAt: '2030-01-01T00:00:00.000Z',
};
const robot = ownerView({ uuid: 'r-1', robotName: 'Travel planner', robotVisibility: 2 });

const renderDrawer = (tab: MyDrawerTab, actions: RobotActions) => {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RobotActionsContext.Provider value={actions}>
            <MyDrawer open tab={tab} onTab={() => undefined} onClose={onClose} />
          </RobotActionsContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onClose };
};

const spies = (): RobotActions => ({
  create: vi.fn(),
  edit: vi.fn(),
  train: vi.fn(),
  remove: vi.fn(),
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useLanguageStore.setState({ language: 'en-US' });
  useAuthStore.setState({ token: 't1', user: me });
});

describe('my drawer', () => {
  it('lists my robots and opens the chat on tap', async () => {
    serve(handle(robotApi.mine, () => ({ list: [robot], total: 1 })));
    const { router, onClose } = renderDrawer('robots', spies());
    const link = await screen.findByRole('link', { name: 'Chat with Travel planner' });
    expect(apiCalls()[0]?.url).toBe('/api/robot/mine?skip=0&limit=999&ownerUUID=u1');
    expect(screen.getByText('Private')).toBeInTheDocument();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/r-1'));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers edit, training and delete on each robot', async () => {
    serve(handle(robotApi.mine, () => ({ list: [robot], total: 1 })));
    const actions = spies();
    renderDrawer('robots', actions);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Travel planner' }));
    expect(actions.edit).toHaveBeenCalledWith('r-1');
    fireEvent.click(screen.getByRole('button', { name: 'Train Travel planner' }));
    expect(actions.train).toHaveBeenCalledWith({ uuid: 'r-1', robotName: 'Travel planner' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Travel planner' }));
    expect(actions.remove).toHaveBeenCalledWith({ uuid: 'r-1', robotName: 'Travel planner' });
    fireEvent.click(screen.getByRole('button', { name: /Create robot/ }));
    expect(actions.create).toHaveBeenCalled();
  });

  it('reads out no antd icon\'s English name in Chinese ("plus", "edit", "delete")', async () => {
    await i18n.changeLanguage('zh-CN');
    useLanguageStore.setState({ language: 'zh-CN' });
    serve(handle(robotApi.mine, () => ({ list: [robot], total: 1 })));
    renderDrawer('robots', spies());
    await screen.findByRole('button', { name: '编辑 Travel planner' });
    expect(iconNamesOnPage()).toEqual(expect.arrayContaining(['plus', 'edit', 'delete', 'close']));
    expect(iconNamesHeard()).toEqual([]);
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    serve(
      handle(robotApi.mine, () =>
        failing ? refuse(ErrorKey.databaseError) : { list: [robot], total: 1 },
      ),
    );
    renderDrawer('robots', spies());
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('link', { name: 'Chat with Travel planner' }),
    ).toBeInTheDocument();
  });

  it('lists favourites, opening the info page', async () => {
    serve(handle(robotApi.favoritesGet, () => ({ list: [robot], total: 1 })));
    const { router } = renderDrawer('favorites', spies());
    fireEvent.click(await screen.findByRole('link', { name: 'Open Travel planner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/robot-info/r-1'));
  });
});

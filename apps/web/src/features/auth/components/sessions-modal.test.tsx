import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { SessionView } from '@robot/contracts';
import { accountApi } from '@robot/contracts/client';
import { me, renderDialog } from '../../../test/account-fixtures.tsx';
import { apiCalls, handle, serve } from '../../../test/msw.ts';
import { SessionsModal } from './sessions-modal.tsx';

const session = (over: Partial<SessionView>): SessionView => ({
  id: 's1',
  device: { browser: 'Chrome', os: 'Windows', mobile: false },
  createdAt: '2030-01-01T08:00:00.000Z',
  lastUsedAt: '2030-01-02T09:30:00.000Z',
  current: false,
  ...over,
});
const list = [
  session({ id: 'mine', device: { browser: 'WeChat', os: 'iOS', mobile: true }, current: true }),
  session({ id: 'pc' }),
  session({ id: 'odd', device: { browser: null, os: null, mobile: false } }),
];
const sessionsRoute = handle(accountApi.sessions, () => ({ list, total: 3 }));

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: me });
});

describe('devices dialog', () => {
  it('lists each device with its last use and tags this one', async () => {
    serve(sessionsRoute);
    renderDialog(<SessionsModal open onClose={() => undefined} />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('WeChat on iOS')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('This device')).toBeNull();
    expect(within(rows[1]!).getByText(/Last used .*2030/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Unknown device')).toBeInTheDocument();
  });

  it('signs another device out at once and reloads the list', async () => {
    serve(
      sessionsRoute,
      handle(accountApi.sessionRevoke, () => null),
    );
    const calls = apiCalls();
    renderDialog(<SessionsModal open onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Chrome on Windows' }));
    expect(await screen.findByText('Device signed out')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/user/session/revoke',
      body: { id: 'pc' },
    });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user/sessions').length).toBe(2));
    expect(useAuthStore.getState().token).toBe('t1');
  });

  it('asks before signing this device out, then goes to login', async () => {
    serve(
      sessionsRoute,
      handle(accountApi.sessionRevoke, () => null),
    );
    const calls = apiCalls();
    const router = renderDialog(<SessionsModal open onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out WeChat on iOS' }));
    expect(await screen.findAllByText('Sign out on this device?')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 'mine' });
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('signs out everywhere after a confirmation', async () => {
    serve(
      sessionsRoute,
      handle(accountApi.logoutAll, () => null),
    );
    const calls = apiCalls();
    const router = renderDialog(<SessionsModal open onClose={() => undefined} />);
    await screen.findAllByTestId('session-row');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findAllByText('Sign out on every device?')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign out everywhere' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/user/logout/all')).toBe(true);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('speaks Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    serve(sessionsRoute);
    renderDialog(<SessionsModal open onClose={() => undefined} />);
    expect(await screen.findByText('iOS 上的 WeChat')).toBeInTheDocument();
    expect(screen.getByText('本设备')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出所有设备' })).toBeInTheDocument();
  });
});

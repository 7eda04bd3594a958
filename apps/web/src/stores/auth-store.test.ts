import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../lib/storage-keys.ts';
import { me } from '../test/account-fixtures.tsx';

// A fresh module per test so that the store re-reads localStorage as it does on page load.
const load = async () => (await import('./auth-store.ts')).useAuthStore;

const saved = () =>
  (JSON.parse(localStorage.getItem(StorageKeys.token) ?? '{}') as { state?: object }).state;

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('auth store', () => {
  it('keeps the token and the name to greet by, and none of the other details', async () => {
    const store = await load();
    store.getState().setToken('t1');
    store.getState().setUser({ ...me, email: 'alice@example.com', mobile: '138****0000' });
    expect(saved()).toEqual({ token: 't1', displayName: 'Alice' });

    store.getState().setUser({ ...me, nickname: '' });
    expect(saved()).toEqual({ token: 't1', displayName: 'alice1' });
  });

  it('greets by the kept name on the next load, before the details come', async () => {
    localStorage.setItem(
      StorageKeys.token,
      JSON.stringify({ state: { token: 't1', displayName: 'Alice' }, version: 0 }),
    );
    const store = await load();
    expect(store.getState()).toMatchObject({ token: 't1', user: null, displayName: 'Alice' });
  });

  it('forgets the name with the session', async () => {
    const store = await load();
    store.getState().setToken('t1');
    store.getState().setUser(me);
    store.getState().clear();
    expect(saved()).toEqual({ token: null, displayName: null });
  });

  it('reads a token kept before names were (no name until the details come)', async () => {
    localStorage.setItem(StorageKeys.token, JSON.stringify({ state: { token: 't1' }, version: 0 }));
    const store = await load();
    expect(store.getState()).toMatchObject({ token: 't1', displayName: null });
  });
});

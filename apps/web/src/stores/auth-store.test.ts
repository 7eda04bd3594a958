import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../lib/storage-keys.ts';
import { me } from '../test/account-fixtures.tsx';

// A fresh module per test so that the store re-reads localStorage as it does on page load.
const load = async () => (await import('./auth-store.ts')).useAuthStore;

const kept = () =>
  JSON.parse(localStorage.getItem(StorageKeys.token) ?? '{}') as {
    state?: object;
    version?: number;
  };
const saved = () => kept().state;

const aliceFace = { uuid: 'u1', nickname: 'Alice', username: 'alice1', headportraitUrl: null };

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('auth store', () => {
  it('keeps the token and the face the header draws, and none of the other details', async () => {
    const store = await load();
    store.getState().setToken('t1');
    store.getState().setUser({ ...me, email: 'alice@example.com', mobile: '138****0000' });
    expect(saved()).toEqual({ token: 't1', face: aliceFace });
    expect(kept().version).toBe(1);

    store.getState().setUser({ ...me, nickname: '', headportraitUrl: '/uploads/a.png' });
    expect(saved()).toEqual({
      token: 't1',
      face: { ...aliceFace, nickname: '', headportraitUrl: '/uploads/a.png' },
    });
  });

  it('draws the kept face on the next load, before the details come', async () => {
    localStorage.setItem(
      StorageKeys.token,
      JSON.stringify({ state: { token: 't1', face: aliceFace }, version: 1 }),
    );
    const store = await load();
    expect(store.getState()).toMatchObject({ token: 't1', user: null, face: aliceFace });
  });

  it('forgets the face with the session', async () => {
    const store = await load();
    store.getState().setToken('t1');
    store.getState().setUser(me);
    store.getState().clear();
    expect(saved()).toEqual({ token: null, face: null });
  });

  it("forgets the face when another session's token comes", async () => {
    const store = await load();
    store.getState().setToken('t1');
    store.getState().setUser(me);
    store.getState().setToken('t1');
    expect(saved()).toEqual({ token: 't1', face: aliceFace });
    store.getState().setToken('t2');
    expect(saved()).toEqual({ token: 't2', face: null });
  });

  it('reads a token kept before faces were: the kept name still greets', async () => {
    localStorage.setItem(
      StorageKeys.token,
      JSON.stringify({ state: { token: 't1', displayName: 'Alice' }, version: 0 }),
    );
    const store = await load();
    expect(store.getState()).toMatchObject({
      token: 't1',
      face: { uuid: '', nickname: 'Alice', username: 'Alice', headportraitUrl: null },
    });
  });

  it('reads a token kept before names were (nothing drawn until the details come)', async () => {
    localStorage.setItem(StorageKeys.token, JSON.stringify({ state: { token: 't1' }, version: 0 }));
    const store = await load();
    expect(store.getState()).toMatchObject({ token: 't1', face: null });
  });
});

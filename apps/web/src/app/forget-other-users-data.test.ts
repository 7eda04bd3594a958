import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth-store.ts';
import { forgetOtherUsersDataOnTokenChange } from './forget-other-users-data.ts';

describe('cached data when the token changes', () => {
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    useAuthStore.setState({ token: 'alice-token', user: null });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop = forgetOtherUsersDataOnTokenChange(client);
  });
  afterEach(() => {
    stop();
    client.clear();
  });

  it('drops what no screen shows and fetches again, as the new caller, what one does', async () => {
    // Alice's chat history, cached while she was here and shown by no screen now
    client.setQueryData(['chat', 'conversations'], ['Alice’s secret plan']);
    // a list on screen, fetched with whoever holds the token
    const fetchedAs: (string | null)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['robots', 'hot'],
      queryFn: () => {
        fetchedAs.push(useAuthStore.getState().token);
        return Promise.resolve([`seen by ${useAuthStore.getState().token}`]);
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect
      .poll(() => client.getQueryData(['robots', 'hot']))
      .toEqual(['seen by alice-token']);

    useAuthStore.getState().clear();
    expect(client.getQueryData(['chat', 'conversations'])).toBeUndefined();
    await expect.poll(() => client.getQueryData(['robots', 'hot'])).toEqual(['seen by null']);

    useAuthStore.getState().setToken('bob-token');
    await expect.poll(() => client.getQueryData(['robots', 'hot'])).toEqual(['seen by bob-token']);
    expect(fetchedAs).toEqual(['alice-token', null, 'bob-token']);
    unsubscribe();
  });

  it('leaves the cache alone when the token stays (the user’s details updated)', () => {
    client.setQueryData(['chat', 'conversations'], ['kept']);
    useAuthStore.getState().setUser(null);
    useAuthStore.getState().setToken('alice-token');
    expect(client.getQueryData(['chat', 'conversations'])).toEqual(['kept']);
  });
});

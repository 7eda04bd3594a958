import { creditApi, usageApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

/** TanStack Query keys of the user feature. */
export const userKeys = {
  usage: () => ['user', 'usage'] as const,
  credits: () => ['user', 'credits'] as const,
};

/**
 * The caller's credits, limits and what is left of them (the 'my' menu). Asked for only while
 * `enabled` (the menu is open), and again on the next opening once a little time has passed.
 */
export const useUsageQuery = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.usage(),
    queryFn: ({ signal }) => apiCall(usageApi.usage, { signal, silent: true }),
    enabled,
    staleTime: 15_000,
  });

/** The balance and its latest changes (the credits history dialog). */
export const useCreditHistoryQuery = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.credits(),
    queryFn: ({ signal }) => apiCall(creditApi.userGet, { signal, silent: true }),
    enabled,
    staleTime: 0,
  });

import { creditApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { chatKeys } from './query-keys.ts';

/** The caller's credit balance (refreshed after each answer). */
export const useCreditsQuery = () =>
  useQuery({
    queryKey: chatKeys.credits(),
    queryFn: ({ signal }) => apiCall(creditApi.userGet, { signal, silent: true }),
  });

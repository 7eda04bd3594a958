import { adminModelsApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { adminKeys } from './admin-keys.ts';

/** Every configured model (the choices of a user's allowed models). */
export const adminModelsQuery = () =>
  queryOptions({
    queryKey: adminKeys.models(),
    queryFn: ({ signal }) => apiCall(adminModelsApi.models, { signal, silent: true }),
    staleTime: 60_000,
  });

export const useAdminModels = () => useQuery(adminModelsQuery());

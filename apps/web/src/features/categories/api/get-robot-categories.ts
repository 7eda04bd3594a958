import { dictApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../../lib/api/client.ts';
import { useCategoriesStore } from '../../../stores/categories-store.ts';

export const getRobotCategories = () => apiCall(dictApi.robotCategories, { silent: true });

export const robotCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['dict', 'robotCategories'],
    queryFn: getRobotCategories,
    staleTime: 60 * 60_000,
  });

/** Refreshes the locally cached robot categories once per app start (the cache shows meanwhile). */
export function useRobotCategoriesSync(): void {
  const { data } = useQuery(robotCategoriesQueryOptions());
  useEffect(() => {
    if (data) useCategoriesStore.getState().setRobotCategories(data.list);
  }, [data]);
}

import type { Category } from '@robot/contracts';
import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { directoryKeys } from './query-keys.ts';

const NO_CATEGORIES: Category[] = [];

/** A kind's categories: they change only when an operator edits them, so they are kept for an hour. */
export function useDirectoryCategories(kind: DirectoryKind) {
  const query = useQuery({
    queryKey: directoryKeys.categories(kind),
    queryFn: ({ signal }) =>
      apiCall(directoryApis[kind].category, { signal, silent: true }).then((d) => d.list),
    staleTime: 60 * 60_000,
  });
  return { ...query, categories: query.data ?? NO_CATEGORIES };
}

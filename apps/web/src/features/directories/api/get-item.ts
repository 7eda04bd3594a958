import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import type { DirectoryItem } from '../kinds.ts';
import { directoryKeys } from './query-keys.ts';

export const getItem = (kind: DirectoryKind, uuid: string): Promise<DirectoryItem> =>
  apiCall(directoryApis[kind].detail, { params: { uuid }, silent: true });

/**
 * One item with its markdown body. Not-found answers (10404, a hidden item, a malformed uuid) are the
 * page's not-found state, so they are not retried.
 */
export const useDirectoryItemQuery = (kind: DirectoryKind, uuid: string) =>
  useQuery({
    queryKey: directoryKeys.detail(kind, uuid),
    queryFn: () => getItem(kind, uuid),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

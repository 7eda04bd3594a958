import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import type { DirectoryItem } from '../kinds.ts';
import { directoryKeys } from './query-keys.ts';

/**
 * The full item the edit form starts from (`uuid` null: nothing to load). Always what is stored now,
 * since the user is about to overwrite it; the form shows its own error with a retry.
 */
export const useItemForEdit = (kind: DirectoryKind, uuid: string | null) =>
  useQuery({
    // Its own entry under the item's detail key: the pages keep theirs, and an edit invalidates both.
    queryKey: [...directoryKeys.detail(kind, uuid ?? ''), 'edit'],
    queryFn: ({ signal }): Promise<DirectoryItem> =>
      apiCall(directoryApis[kind].detail as typeof directoryApis.aitool.detail, {
        params: { uuid: uuid ?? '' },
        signal,
        silent: true,
      }),
    enabled: uuid !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    // What the form was filled from stays put while the user edits.
    refetchOnWindowFocus: false,
  });

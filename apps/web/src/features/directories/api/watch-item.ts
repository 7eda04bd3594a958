import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiCall } from '../../../lib/api/client.ts';
import type { DirectoryItem } from '../kinds.ts';
import { directoryKeys } from './query-keys.ts';

/** Counts a view (the server keeps one per viewer per hour); silent: a view is not worth a toast. */
export const watchItem = (kind: DirectoryKind, uuid: string) =>
  apiCall(directoryApis[kind].watch, { params: { uuid }, silent: true });

/** A function recording a view of the item and showing the server's new count on its detail. */
export function useWatchItem(kind: DirectoryKind) {
  const queryClient = useQueryClient();
  return useCallback(
    (uuid: string) => {
      watchItem(kind, uuid).then(
        ({ viewCount }) =>
          queryClient.setQueryData<DirectoryItem>(directoryKeys.detail(kind, uuid), (old) =>
            old ? { ...old, viewCount } : old,
          ),
        // A view that was not counted changes nothing for the reader.
        () => undefined,
      );
    },
    [kind, queryClient],
  );
}

/** Records one view when `enabled` first turns true for this uuid (StrictMode's second mount too). */
export function useWatchOnOpen(kind: DirectoryKind, uuid: string, enabled: boolean) {
  const watch = useWatchItem(kind);
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || watched.current === uuid) return;
    watched.current = uuid;
    watch(uuid);
  }, [enabled, uuid, watch]);
}

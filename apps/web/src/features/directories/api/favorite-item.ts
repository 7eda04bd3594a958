import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import type { DirectoryItem } from '../kinds.ts';
import { directoryKeys } from './query-keys.ts';

export const favoriteItem = (kind: DirectoryKind, uuid: string, favorite: boolean) =>
  apiCall(directoryApis[kind].favorite, { body: { uuid, favorite } });

interface FavoriteVars {
  uuid: string;
  favorite: boolean;
}

/**
 * Favourite / unfavourite, optimistic on the item's detail: it flips at once and rolls back if the
 * call fails (the API client shows the error). The kind's favourites list is refreshed afterwards.
 */
export const useFavoriteItemMutation = (kind: DirectoryKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, favorite }: FavoriteVars) => favoriteItem(kind, uuid, favorite),
    onMutate: async ({ uuid, favorite }) => {
      const key = directoryKeys.detail(kind, uuid);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DirectoryItem>(key);
      if (previous && previous.isFavorite !== favorite) {
        queryClient.setQueryData<DirectoryItem>(key, {
          ...previous,
          isFavorite: favorite,
          favoriteCount: Math.max(0, previous.favoriteCount + (favorite ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_err, { uuid }, context) => {
      if (context?.previous)
        queryClient.setQueryData(directoryKeys.detail(kind, uuid), context.previous);
    },
    onSuccess: (result, { uuid }) => {
      queryClient.setQueryData<DirectoryItem>(directoryKeys.detail(kind, uuid), (old) =>
        old ? { ...old, isFavorite: result.favorite, favoriteCount: result.favoriteCount } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: directoryKeys.favorites(kind) });
      // Other lists show counts only; mark them stale without refetching them now.
      void queryClient.invalidateQueries({
        queryKey: directoryKeys.lists(kind),
        refetchType: 'none',
      });
    },
  });
};

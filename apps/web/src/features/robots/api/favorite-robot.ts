import type { RobotCard } from '@robot/contracts';
import { robotApi } from '@robot/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const favoriteRobot = (uuid: string, favorite: boolean) =>
  apiCall(robotApi.favorite, { body: { uuid, favorite } });

interface FavoriteVars {
  uuid: string;
  favorite: boolean;
}

/**
 * Favourite / unfavourite, optimistic on the robot's detail: it flips at once and rolls back if the
 * call fails (the API client shows the error). Lists holding favourites are refreshed afterwards.
 */
export const useFavoriteRobotMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, favorite }: FavoriteVars) => favoriteRobot(uuid, favorite),
    onMutate: async ({ uuid, favorite }) => {
      const key = robotKeys.simple(uuid);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RobotCard>(key);
      if (previous && previous.isFavorite !== favorite) {
        queryClient.setQueryData<RobotCard>(key, {
          ...previous,
          isFavorite: favorite,
          favoriteCount: Math.max(0, previous.favoriteCount + (favorite ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_err, { uuid }, context) => {
      if (context?.previous) queryClient.setQueryData(robotKeys.simple(uuid), context.previous);
    },
    onSuccess: (result, { uuid }) => {
      queryClient.setQueryData<RobotCard>(robotKeys.simple(uuid), (old) =>
        old ? { ...old, isFavorite: result.favorite, favoriteCount: result.favoriteCount } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: robotKeys.favorites() });
      // Other lists show counts only; mark them stale without refetching them now.
      void queryClient.invalidateQueries({ queryKey: robotKeys.lists(), refetchType: 'none' });
    },
  });
};

import { robotApi } from '@robot/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const deleteRobot = (uuid: string) => apiCall(robotApi.delete, { params: { uuid } });

export const useDeleteRobotMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRobot,
    onSuccess: (_data, uuid) => {
      void queryClient.invalidateQueries({ queryKey: robotKeys.lists() });
      queryClient.removeQueries({ queryKey: robotKeys.detail(uuid) });
      queryClient.removeQueries({ queryKey: robotKeys.simple(uuid) });
    },
  });
};

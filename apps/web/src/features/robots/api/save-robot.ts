import { robotApi, type RobotFormBody } from '@robot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

/** Creates a robot (no uuid) or edits one (with its uuid); answers the robot's uuid. */
export const saveRobot = (body: RobotFormBody) => apiCall(robotApi.newOrUpdate, { body });

export const useSaveRobotMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRobot,
    onSuccess: ({ uuid }) => {
      void queryClient.invalidateQueries({ queryKey: robotKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: robotKeys.detail(uuid) });
      void queryClient.invalidateQueries({ queryKey: robotKeys.simple(uuid) });
      void queryClient.invalidateQueries({ queryKey: robotKeys.prompt(uuid) });
    },
  });
};

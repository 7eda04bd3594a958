import type { RobotFormBody } from '@robot/contracts';
import { robotApi } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';
import { robotKeys } from './query-keys.ts';

/**
 * Creates a robot (no uuid) or edits one (with its uuid); answers the robot's uuid. `feedback`: how
 * a failure is shown (a form puts field reasons beside its inputs).
 */
export const saveRobot = (body: RobotFormBody, feedback: FeedbackOptions = {}) =>
  apiCall(robotApi.newOrUpdate, { body, ...feedback });

export const useSaveRobotMutation = (feedback: FeedbackOptions = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(saveRobot, feedback, {
    onSuccess: ({ uuid }) => {
      void queryClient.invalidateQueries({ queryKey: robotKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: robotKeys.detail(uuid) });
      void queryClient.invalidateQueries({ queryKey: robotKeys.simple(uuid) });
      void queryClient.invalidateQueries({ queryKey: robotKeys.prompt(uuid) });
    },
  });
};

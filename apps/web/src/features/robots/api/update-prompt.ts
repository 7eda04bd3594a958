import type { PromptUpdateBody } from '@robot/contracts';
import { robotApi } from '@robot/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const updatePrompt = (body: PromptUpdateBody) => apiCall(robotApi.promptUpdate, { body });

export const useUpdatePromptMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: robotKeys.detail(body.uuid) });
      void queryClient.invalidateQueries({ queryKey: robotKeys.prompt(body.uuid) });
    },
  });
};

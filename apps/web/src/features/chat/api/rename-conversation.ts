import { chatApi } from '@robot/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { chatKeys } from './query-keys.ts';

export const useRenameConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; title: string }) => apiCall(chatApi.rename, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
};

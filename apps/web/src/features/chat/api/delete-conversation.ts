import { chatApi } from '@robot/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { chatKeys } from './query-keys.ts';

export const useDeleteConversationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(chatApi.delete, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
};

import { adminApi } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

const deleteConversation = (id: string, feedback: FeedbackOptions) =>
  apiCall(adminApi.conversationDelete, { body: { id }, ...feedback });

/** Deletes one conversation: gone from the lists, and from its owner's detail. */
export function useDeleteConversation() {
  const client = useQueryClient();
  return useApiMutation(
    deleteConversation,
    {},
    {
      onSuccess: (_data, id) => {
        client.removeQueries({ queryKey: adminKeys.conversation(id) });
        void client.invalidateQueries({ queryKey: adminKeys.conversations() });
        void client.invalidateQueries({ queryKey: ['admin', 'user'] });
        void client.invalidateQueries({ queryKey: adminKeys.stats() });
      },
    },
  );
}

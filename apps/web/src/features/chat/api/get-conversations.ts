import { Limits, chatApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { chatKeys } from './query-keys.ts';

/**
 * The caller's conversations with one robot, or with the general assistant (robotUUID null): the server
 * picks them (scope=assistant), so the newest page is the assistant's own, not a filtered page of all.
 */
export const getConversations = async (robotUUID: string | null, signal?: AbortSignal) => {
  const page = await apiCall(chatApi.conversations, {
    query: {
      skip: 0,
      limit: Limits.list.maxLimit,
      ...(robotUUID ? { robotUUID } : { scope: 'assistant' as const }),
    },
    signal,
    silent: true,
  });
  return page.list;
};

export const useConversationsQuery = (robotUUID: string | null) =>
  useQuery({
    queryKey: chatKeys.conversations(robotUUID),
    queryFn: ({ signal }) => getConversations(robotUUID, signal),
  });

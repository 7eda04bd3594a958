import { Limits, chatApi } from '@robot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { chatKeys } from './query-keys.ts';

/**
 * The caller's conversations with one robot, or with the general assistant (robotUUID null). The server
 * lists every conversation when robotUUID is absent, so the assistant's are picked here (robotUUID null).
 */
export const getConversations = async (robotUUID: string | null, signal?: AbortSignal) => {
  const page = await apiCall(chatApi.conversations, {
    query: { skip: 0, limit: Limits.list.maxLimit, ...(robotUUID ? { robotUUID } : {}) },
    signal,
    silent: true,
  });
  return robotUUID ? page.list : page.list.filter((c) => c.robotUUID === null);
};

export const useConversationsQuery = (robotUUID: string | null) =>
  useQuery({
    queryKey: chatKeys.conversations(robotUUID),
    queryFn: ({ signal }) => getConversations(robotUUID, signal),
  });

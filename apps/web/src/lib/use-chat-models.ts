import { chatApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api/client.ts';

export const chatModelsKey = ['chat-models'] as const;

/**
 * Which models answer; `offline` true means none is configured and the built-in offline responder
 * answers. Shared by the chat and AI writing in the robot form: one request serves them all.
 */
export const useChatModelsQuery = () =>
  useQuery({
    queryKey: chatModelsKey,
    queryFn: ({ signal }) => apiCall(chatApi.models, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

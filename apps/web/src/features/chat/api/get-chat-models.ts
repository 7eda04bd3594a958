import { chatApi } from '@robot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { chatKeys } from './query-keys.ts';

/** Which models answer; `offline` true means the built-in offline responder does. */
export const useChatModelsQuery = () =>
  useQuery({
    queryKey: chatKeys.models(),
    queryFn: ({ signal }) => apiCall(chatApi.models, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

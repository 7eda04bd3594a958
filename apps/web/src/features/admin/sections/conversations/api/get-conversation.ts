import { adminApi } from '@robot/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

export const adminConversationQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.conversation(id),
    queryFn: ({ signal }) =>
      apiCall(adminApi.conversation, { params: { id }, signal, silent: true }),
  });

/** One conversation, read only while `enabled`: its drawer, still drawn as it closes, reads nothing. */
export const useAdminConversation = (id: string, enabled = true) =>
  useQuery({ ...adminConversationQuery(id), enabled });

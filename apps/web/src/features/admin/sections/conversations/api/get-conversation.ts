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

export const useAdminConversation = (id: string) => useQuery(adminConversationQuery(id));

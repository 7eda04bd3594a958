import { adminApi } from '@robot/contracts/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

type Query = { keyword: string; userUUID: string; skip: number; limit: number };

export const adminConversationsQuery = (q: Query) =>
  queryOptions({
    queryKey: adminKeys.conversationsPage(q),
    queryFn: ({ signal }) =>
      apiCall(adminApi.conversations, {
        query: {
          keyword: q.keyword || undefined,
          userUUID: q.userUUID || undefined,
          skip: q.skip,
          limit: q.limit,
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminConversations = (q: Query) => useQuery(adminConversationsQuery(q));

import { userApi } from '@robot/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { nextSkip } from '../../../lib/next-skip.ts';
import { contactKeys } from './query-keys.ts';

/** How many of their requests a user sees at first, and how many more each "load more" adds. */
export const MY_CONTACTS_PAGE = 10;

/**
 * GET /api/user/contacts: the requests the signed-in user sent, newest first, by pages. A failure
 * shows in the list (a 10401 still opens the 'login expired' dialog).
 */
export const useMyContacts = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: contactKeys.mine,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      apiCall(userApi.contacts, {
        query: { skip: pageParam, limit: MY_CONTACTS_PAGE },
        signal,
        inline: () => true,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });

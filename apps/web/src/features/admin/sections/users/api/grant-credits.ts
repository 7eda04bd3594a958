import type { AdminCreditsGrant } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

const grantCredits = (body: AdminCreditsGrant, feedback: FeedbackOptions) =>
  apiCall(adminApi.creditsGrant, { body, ...feedback });

/** Grants (or, negative, takes back) credits: the detail's history and the lists' balance change. */
export function useGrantCredits(feedback: FeedbackOptions = {}) {
  const client = useQueryClient();
  return useApiMutation(grantCredits, feedback, {
    onSuccess: (_data, body) => {
      void client.invalidateQueries({ queryKey: adminKeys.user(body.uuid) });
      void client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}

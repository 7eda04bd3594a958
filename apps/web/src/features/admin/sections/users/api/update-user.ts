import type { AdminUserUpdate } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../../../lib/api/index.ts';
import { adminKeys } from '../../../api/admin-keys.ts';

const updateUser = (body: AdminUserUpdate, feedback: FeedbackOptions) =>
  apiCall(adminApi.userUpdate, { body, ...feedback });

/** Disable/enable, role, limits: the answer is the new detail; the lists show role and state. */
export function useUpdateUser(feedback: FeedbackOptions = {}) {
  const client = useQueryClient();
  return useApiMutation(updateUser, feedback, {
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.user(detail.user.uuid), detail);
      void client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}

import type { RequirementBody } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';
import { contactKeys } from './query-keys.ts';

/** POST /api/user/requirement/create: a message or a business-cooperation request; open to visitors. */
/** `feedback`: how a failure is shown (a form puts field reasons beside its inputs). */
export const createRequirement = (body: RequirementBody, feedback: FeedbackOptions = {}) =>
  apiCall(userApi.requirementCreate, { body, ...feedback });

/** Sending one refreshes the signed-in user's list of what they sent. */
export const useCreateRequirement = (feedback: FeedbackOptions = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(createRequirement, feedback, {
    // Not awaited: the confirmation shows at once, the list catches up.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.mine });
    },
  });
};

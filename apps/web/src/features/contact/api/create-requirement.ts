import type { RequirementBody } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';

/** POST /api/user/requirement/create: a message or a business-cooperation request; open to visitors. */
/** `feedback`: how a failure is shown (a form puts field reasons beside its inputs). */
export const createRequirement = (body: RequirementBody, feedback: FeedbackOptions = {}) =>
  apiCall(userApi.requirementCreate, { body, ...feedback });

export const useCreateRequirement = (feedback: FeedbackOptions = {}) =>
  useApiMutation(createRequirement, feedback);

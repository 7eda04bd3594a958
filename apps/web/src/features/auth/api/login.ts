import type { LoginBody } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';

/** `feedback`: how a failure is shown (a form puts field reasons beside its inputs). */
export const login = (body: LoginBody, feedback: FeedbackOptions = {}) =>
  apiCall(userApi.login, { body, ...feedback });

export const useLoginMutation = (feedback: FeedbackOptions = {}) => useApiMutation(login, feedback);

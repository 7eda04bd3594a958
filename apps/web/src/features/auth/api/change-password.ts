import type { PasswordChangeBody } from '@robot/contracts';
import { accountApi } from '@robot/contracts/client';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';

/** `feedback`: how a failure is shown (a form puts field reasons beside its inputs). */
export const changePassword = (body: PasswordChangeBody, feedback: FeedbackOptions = {}) =>
  apiCall(accountApi.passwordChange, { body, ...feedback });

export const useChangePasswordMutation = (feedback: FeedbackOptions = {}) =>
  useApiMutation(changePassword, feedback);

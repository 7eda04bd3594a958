import type { RegisterBody } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';

/** `feedback`: how a failure is shown (a form puts field reasons beside its inputs). */
export const register = (body: RegisterBody, feedback: FeedbackOptions = {}) =>
  apiCall(userApi.register, { body, ...feedback });

export const useRegisterMutation = (feedback: FeedbackOptions = {}) =>
  useApiMutation(register, feedback);

import type { SmsLoginBody } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';

/** `feedback`: how a failure is shown (a form puts field reasons beside its inputs). */
export const smsLogin = (body: SmsLoginBody, feedback: FeedbackOptions = {}) =>
  apiCall(userApi.smsLogin, { body, ...feedback });

export const useSmsLoginMutation = (feedback: FeedbackOptions = {}) =>
  useApiMutation(smsLogin, feedback);

import { userApi, type SmsLoginBody } from '@robot/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const smsLogin = (body: SmsLoginBody) => apiCall(userApi.smsLogin, { body });

export const useSmsLoginMutation = () => useMutation({ mutationFn: smsLogin });

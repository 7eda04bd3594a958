import { userApi } from '@robot/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const sendSmsCode = (phone: string) => apiCall(userApi.smsSend, { params: { phone } });

export const useSendSmsCodeMutation = () => useMutation({ mutationFn: sendSmsCode });

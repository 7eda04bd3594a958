import { userApi, type LoginBody } from '@robot/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const login = (body: LoginBody) => apiCall(userApi.login, { body });

export const useLoginMutation = () => useMutation({ mutationFn: login });

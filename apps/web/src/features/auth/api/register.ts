import { userApi, type RegisterBody } from '@robot/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const register = (body: RegisterBody) => apiCall(userApi.register, { body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });

import { accountApi, type PasswordChangeBody } from '@robot/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

export const changePassword = (body: PasswordChangeBody) =>
  apiCall(accountApi.passwordChange, { body });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });

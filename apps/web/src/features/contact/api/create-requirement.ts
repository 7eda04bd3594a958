import { userApi, type RequirementBody } from '@robot/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';

/** POST /api/user/requirement/create: a message or a business-cooperation request; open to visitors. */
export const createRequirement = (body: RequirementBody) =>
  apiCall(userApi.requirementCreate, { body });

export const useCreateRequirement = () => useMutation({ mutationFn: createRequirement });

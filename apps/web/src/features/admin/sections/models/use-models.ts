import type { AdminModelsChange } from '@robot/contracts';
import { adminModelsApi } from '@robot/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, type FeedbackOptions } from '../../../../lib/api/index.ts';
import { opsKeys } from '../../ops-shared/query-keys.ts';
import { chatModelsKey } from '../../../../lib/use-chat-models.ts';
import { adminKeys } from '../../api/admin-keys.ts';

export const useAdminModels = () =>
  useQuery({
    queryKey: opsKeys.models,
    queryFn: ({ signal }) => apiCall(adminModelsApi.models, { signal, silent: true }),
  });

/** One change (saveProvider, deleteModel, setDefaults...): the answer is the whole list, kept as the query's data. */
export function useModelsChange(feedback: FeedbackOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminModelsChange) =>
      apiCall(adminModelsApi.modelsChange, { body, ...feedback }),
    onSuccess: (data) => {
      queryClient.setQueryData(opsKeys.models, data);
      void queryClient.invalidateQueries({ queryKey: chatModelsKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.models() });
      void queryClient.invalidateQueries({ queryKey: opsKeys.config });
    },
  });
}

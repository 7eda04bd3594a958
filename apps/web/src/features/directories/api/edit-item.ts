import type { AiToolFields } from '@robot/contracts';
import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';
import { directoryKeys } from './query-keys.ts';
import type { DirectoryFields } from './submit-item.ts';

export type EditBody = DirectoryFields & { uuid: string };

/** Saves the owner's edit of an item (every field again, with its uuid). */
export function editItem(kind: DirectoryKind, body: EditBody, feedback: FeedbackOptions) {
  const ep = directoryApis[kind].editing as typeof directoryApis.aitool.editing;
  return apiCall(ep, { body: body as AiToolFields & { uuid: string }, ...feedback });
}

/** An edit refreshes the kind's lists and the item's page. */
export const useEditItemMutation = (kind: DirectoryKind, feedback: FeedbackOptions = {}) => {
  const queryClient = useQueryClient();
  const call = useCallback(
    (body: EditBody, fb: FeedbackOptions) => editItem(kind, body, fb),
    [kind],
  );
  return useApiMutation(call, feedback, {
    onSuccess: (_, body) => {
      void queryClient.invalidateQueries({ queryKey: directoryKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: directoryKeys.detail(kind, body.uuid) });
    },
  });
};

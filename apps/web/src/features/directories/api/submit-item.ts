import type { AiToolFields, ArticleFields, XkyFields } from '@robot/contracts';
import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall, useApiMutation, type FeedbackOptions } from '../../../lib/api/index.ts';
import { directoryKeys } from './query-keys.ts';

/** What a kind's submit call takes (its fields, as the contract defines them). */
export interface KindFields {
  aitool: AiToolFields;
  article: ArticleFields;
  xky: XkyFields;
}
export type DirectoryFields = KindFields[DirectoryKind];

/** Submits a new item of `kind`; answers its uuid. */
export function submitItem(kind: DirectoryKind, body: DirectoryFields, feedback: FeedbackOptions) {
  // The three submit calls differ only in their fields; the form built `body` for this kind.
  const ep = directoryApis[kind].submit as typeof directoryApis.aitool.submit;
  return apiCall(ep, { body: body as AiToolFields, ...feedback });
}

/** Submitting refreshes the kind's lists (mine among them). */
export const useSubmitItemMutation = (kind: DirectoryKind, feedback: FeedbackOptions = {}) => {
  const queryClient = useQueryClient();
  const call = useCallback(
    (body: DirectoryFields, fb: FeedbackOptions) => submitItem(kind, body, fb),
    [kind],
  );
  return useApiMutation(call, feedback, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryKeys.lists(kind) }),
  });
};

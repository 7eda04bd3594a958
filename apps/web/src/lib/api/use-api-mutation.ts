import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { FeedbackOptions } from './error-feedback.ts';

/**
 * A mutation of one API call whose failures get `feedback` (e.g. a form's `inline` field errors).
 * The mutation function stays the same object across renders, reading this render's feedback when it
 * runs: a new function per render would make the mutation observer notify on every render.
 */
export function useApiMutation<TBody, TData>(
  call: (body: TBody, feedback: FeedbackOptions) => Promise<TData>,
  feedback: FeedbackOptions,
  options: Omit<UseMutationOptions<TData, Error, TBody>, 'mutationFn'> = {},
) {
  const latest = useRef(feedback);
  useEffect(() => {
    latest.current = feedback;
  });
  const mutationFn = useCallback((body: TBody) => call(body, latest.current), [call]);
  return useMutation({ ...options, mutationFn });
}

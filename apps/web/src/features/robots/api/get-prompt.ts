import { robotApi } from '@robot/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

/** Silent: the spec swallows a failed prompt load (the editor then starts from an empty prompt). */
export const getPrompt = (uuid: string, signal?: AbortSignal) =>
  apiCall(robotApi.promptGet, { params: { uuid }, signal, silent: true });

export const promptQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: robotKeys.prompt(uuid),
    queryFn: ({ signal }) => getPrompt(uuid, signal),
    // The editor must show what is stored now, not what was cached when it last opened.
    staleTime: 0,
    gcTime: 0,
  });

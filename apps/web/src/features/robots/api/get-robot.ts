import type { RobotDetail, RobotOwnerView } from '@robot/contracts';
import { robotApi } from '@robot/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { robotKeys } from './query-keys.ts';

export const getRobot = (uuid: string, signal?: AbortSignal, silent = false) =>
  apiCall(robotApi.get, { params: { uuid }, signal, silent });

/** Only the owner's answer carries the prompt and the knowledge base. */
export const isOwnerView = (robot: RobotDetail): robot is RobotOwnerView =>
  'prompt' in robot && 'knowledgeBase' in robot;

/** `silent` for callers that show a failure in place instead of a toast. */
export const robotQueryOptions = (uuid: string, options: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: robotKeys.detail(uuid),
    queryFn: ({ signal }) => getRobot(uuid, signal, options.silent),
  });

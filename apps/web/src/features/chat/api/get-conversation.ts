import { chatApi } from '@robot/contracts/client';
import { apiCall } from '../../../lib/api/client.ts';

/** One conversation with its whole message tree (loaded once per visit; the page keeps it after). */
export const getConversation = (id: string, signal?: AbortSignal) =>
  apiCall(chatApi.conversation, { params: { id }, signal, silent: true });

import type { ChatTurn } from '../ai/model-provider.ts';
import type { MessageRow } from './chat.repository.ts';

/** The messages from the conversation's root down to `id`, in order (empty if `id` is unknown). */
export function pathTo(messages: MessageRow[], id: string): MessageRow[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const path: MessageRow[] = [];
  const seen = new Set<string>();
  let node = byId.get(id);
  // `seen` guards against a cycle, which the server never writes but a hand-edited database could hold.
  while (node && !seen.has(node.id)) {
    seen.add(node.id);
    path.push(node);
    node = node.parent_id ? byId.get(node.parent_id) : undefined;
  }
  return path.reverse();
}

/** The questions asked on the path before the question `questionId`, oldest first (retrieval reads them). */
export const earlierQuestions = (
  path: Pick<MessageRow, 'id' | 'role' | 'content'>[],
  questionId: string,
): string[] => path.filter((m) => m.role === 'user' && m.id !== questionId).map((m) => m.content);

/**
 * The turns the model sees before its answer: the path's questions and answers (not the root, not
 * failed answers with no text), trimmed from the oldest side so that their text fits `budget`
 * characters. The newest turn (the question) is always kept, and the history never starts with an
 * answer whose question was trimmed away.
 */
export function historyTurns(
  path: Pick<MessageRow, 'role' | 'content'>[],
  budget: number,
): ChatTurn[] {
  const turns = path
    .filter((m) => m.role !== 'system' && m.content.length > 0)
    .map((m): ChatTurn => ({ role: m.role, content: m.content }));
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i]!;
    if (kept.length > 0 && used + turn.content.length > budget) break;
    kept.push(turn);
    used += turn.content.length;
  }
  kept.reverse();
  while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift();
  return kept;
}

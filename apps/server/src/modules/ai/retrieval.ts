import { KNOWLEDGE_PLACEHOLDER } from '@robot/contracts';
import {
  buildPassageIndex,
  queryWeights,
  searchPassageIndex,
  type PassageIndex,
} from '../../lib/passages/passage-index.ts';

export { terms } from '../../lib/passages/passage-terms.ts';

/**
 * The `k` passages of a knowledge robot's index that best match the question (BM25), read together
 * with the earlier questions of its conversation (oldest first), whose terms count less: a follow-up
 * such as "and the refund form there?" is read with the place the previous question named. In the
 * knowledge base's order; none when no term occurs.
 */
export function retrieveKnowledge(
  index: PassageIndex,
  question: string,
  earlier: readonly string[] = [],
  k = 4,
): string[] {
  return searchPassageIndex(index, queryWeights(question, earlier), k);
}

/**
 * The same for passages that have no stored index (the plugins' search over several robots): they are
 * indexed for this one question.
 */
export function retrievePassages(chunks: string[], question: string, k = 4): string[] {
  return searchPassageIndex(buildPassageIndex(chunks), queryWeights(question), k);
}

const NO_PASSAGES = {
  'zh-CN': '（知识库中没有找到与这个问题相关的内容。）',
  'en-US': '(The knowledge base has nothing that matches this question.)',
} as const;

const APPENDED_BLOCK = {
  'zh-CN': '以下是从知识库中检索到的与用户问题相关的资料：',
  'en-US': "Passages retrieved from the knowledge base for the user's question:",
} as const;

/**
 * The system message of a knowledge robot: its prompt with the retrieved passages where the template
 * puts `{knowledge}`, or after the prompt in a marked block when the owner removed the placeholder.
 */
export function buildSystemPrompt(
  robotPrompt: string,
  passages: string[],
  language: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  const body = passages.length > 0 ? passages.join('\n\n---\n\n') : NO_PASSAGES[language];
  if (robotPrompt.includes(KNOWLEDGE_PLACEHOLDER)) {
    // split/join rather than replace(), so that `$&` and the like in a passage stay literal
    return robotPrompt.split(KNOWLEDGE_PLACEHOLDER).join(body);
  }
  const block = `${APPENDED_BLOCK[language]}\n"""\n${body}\n"""`;
  return robotPrompt.trim() ? `${robotPrompt.trim()}\n\n${block}` : block;
}

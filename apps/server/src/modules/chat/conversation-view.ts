import { toolStep, type ToolStep } from '@robot/contracts';
import { z } from 'zod';
import { pluginsOf } from './chat-turn.ts';
import type {
  ChatMessage,
  ConversationDetail,
  ConversationNode,
  ConversationSummary,
} from '@robot/contracts';
import type { ConversationRow, MessageRow } from './chat.repository.ts';

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  parentId: m.parent_id,
  role: m.role,
  content: m.content,
  status: m.status,
  model: m.model,
  finishReason: m.finish_reason,
  createdAt: m.created_at,
});

export const toSummary = (c: ConversationRow): ConversationSummary => ({
  id: c.id,
  title: c.title,
  robotUUID: c.robot_id,
  currentModel: c.current_model,
  createdAt: c.created_at,
  updatedAt: c.updated_at,
});

/** The spec's conversation object: every message as a node with its parent and children, in order. */
export function toConversationDetail(
  c: ConversationRow,
  messages: MessageRow[],
): ConversationDetail {
  const mapping: Record<string, ConversationNode> = {};
  for (const m of messages) {
    mapping[m.id] = {
      id: m.id,
      parent: m.parent_id,
      children: [],
      message: {
        id: m.id,
        author: { role: m.role },
        content: { content_type: 'text', parts: [m.content] },
        status: m.status,
        create_time: m.created_at,
        metadata: {
          model: m.model,
          finish_reason: m.finish_reason,
          error_code: m.error_code === null ? null : Number(m.error_code),
          ...(m.tool_steps ? { tool_steps: toolStepsOf(m.tool_steps) } : {}),
        },
      },
    };
  }
  // `messages` is in creation order, so siblings are listed oldest first (branch 1/2, 2/2...).
  for (const m of messages) {
    if (m.parent_id) mapping[m.parent_id]?.children.push(m.id);
  }
  return {
    conversation_id: c.id,
    title: c.title,
    source: c.source,
    current_model: c.current_model,
    create_time: c.created_at,
    update_time: c.updated_at,
    mapping,
    current_node: c.current_node,
    robot_uuid: c.robot_id,
    metadata: { plugin_ids: pluginsOf(c) },
  };
}

/** A stored answer's plugin calls (JSON written by the answer runner; unreadable: none). */
function toolStepsOf(json: string): ToolStep[] {
  try {
    const parsed = z.array(toolStep).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

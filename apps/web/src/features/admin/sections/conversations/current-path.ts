import type { ConversationDetail, ConversationNode } from '@robot/contracts';

/** The messages on screen: from the root down to `current_node`, oldest first. */
export function currentPath(detail: ConversationDetail): ConversationNode[] {
  const out: ConversationNode[] = [];
  const seen = new Set<string>();
  let id = detail.current_node;
  while (id && !seen.has(id)) {
    seen.add(id);
    const node = detail.mapping[id];
    if (!node) break;
    out.push(node);
    id = node.parent;
  }
  return out.reverse();
}

import type { ConversationDetail, MessageRole, MessageStatus, ToolStep } from '@robot/contracts';

/** A message as the page keeps it; nodes not touched by an update keep their identity (memoised rows). */
export interface ChatNode {
  id: string;
  parent: string | null;
  children: string[];
  role: MessageRole;
  content: string;
  status: MessageStatus;
  /** the catalogue code of a failed answer (10502, 10503) */
  errorCode: number | null;
  /** the failed answer's model is marked degraded (the error event said so) */
  degraded?: boolean;
  /** the plugin calls made while writing this answer, in call order */
  toolSteps?: ToolStep[];
}

export interface ChatTree {
  conversationId: string | null;
  title: string;
  /** the conversation's system root; null until the server has one for us */
  rootId: string | null;
  nodes: Record<string, ChatNode>;
  /** the leaf of the path on screen */
  currentNode: string | null;
  /** the model that answered last (null: not known yet) */
  currentModel: string | null;
  /** the plugins the conversation uses (chosen with its first question) */
  pluginIds: string[];
}

export const emptyTree: ChatTree = {
  conversationId: null,
  title: '',
  rootId: null,
  nodes: {},
  currentNode: null,
  currentModel: null,
  pluginIds: [],
};

export function treeFromDetail(detail: ConversationDetail): ChatTree {
  const nodes: Record<string, ChatNode> = {};
  let rootId: string | null = null;
  for (const [id, n] of Object.entries(detail.mapping)) {
    nodes[id] = {
      id,
      parent: n.parent,
      children: n.children,
      role: n.message.author.role,
      content: n.message.content.parts.join(''),
      status: n.message.status,
      errorCode: n.message.metadata.error_code,
      ...(n.message.metadata.tool_steps?.length
        ? { toolSteps: n.message.metadata.tool_steps }
        : {}),
    };
    if (n.parent === null && n.message.author.role === 'system') rootId = id;
  }
  return {
    conversationId: detail.conversation_id,
    title: detail.title,
    rootId,
    nodes,
    currentNode: detail.current_node && nodes[detail.current_node] ? detail.current_node : null,
    currentModel: detail.current_model,
    pluginIds: detail.metadata.plugin_ids,
  };
}

/** The ids of the messages a node's siblings include (itself too), oldest first. */
export function siblingsOf(tree: ChatTree, id: string): string[] {
  const node = tree.nodes[id];
  if (!node) return [];
  if (node.parent && tree.nodes[node.parent]) return tree.nodes[node.parent]!.children;
  // Top-level messages of a conversation whose root we do not hold yet.
  return Object.values(tree.nodes)
    .filter((n) => n.parent === node.parent && n.role !== 'system')
    .map((n) => n.id);
}

/** Follows the newest child down to a leaf: what a switched-to branch shows. */
export function latestLeaf(tree: ChatTree, id: string): string {
  let at = id;
  const seen = new Set<string>();
  for (;;) {
    const kids = tree.nodes[at]?.children ?? [];
    const next = kids[kids.length - 1];
    if (!next || !tree.nodes[next] || seen.has(next)) return at;
    seen.add(at);
    at = next;
  }
}

/** The visible conversation: the messages from the root down to the current node, system excluded. */
export function activePath(tree: ChatTree): ChatNode[] {
  const path: ChatNode[] = [];
  const seen = new Set<string>();
  let at = tree.currentNode;
  while (at && !seen.has(at)) {
    seen.add(at);
    const node = tree.nodes[at];
    if (!node) break;
    if (node.role !== 'system') path.push(node);
    at = node.parent;
  }
  return path.reverse();
}

const withNode = (tree: ChatTree, node: ChatNode): ChatTree => ({
  ...tree,
  nodes: { ...tree.nodes, [node.id]: node },
});

/** Adds a message under its parent (as the newest child) and shows it. */
export function addNode(
  tree: ChatTree,
  node: Omit<ChatNode, 'children' | 'errorCode'> & { errorCode?: number | null },
): ChatTree {
  let next = withNode(tree, { ...node, children: [], errorCode: node.errorCode ?? null });
  const parent = node.parent ? tree.nodes[node.parent] : undefined;
  if (parent && !parent.children.includes(node.id)) {
    next = withNode(next, { ...parent, children: [...parent.children, node.id] });
  }
  return { ...next, currentNode: node.id };
}

export function patchNode(tree: ChatTree, id: string, patch: Partial<ChatNode>): ChatTree {
  const node = tree.nodes[id];
  return node ? withNode(tree, { ...node, ...patch }) : tree;
}

/** Adds a plugin step to an answer, or updates the step of the same id (running, then done or error). */
export function upsertToolStep(tree: ChatTree, id: string, step: ToolStep): ChatTree {
  const node = tree.nodes[id];
  if (!node) return tree;
  const steps = node.toolSteps ?? [];
  const at = steps.findIndex((s) => s.id === step.id);
  const next = at === -1 ? [...steps, step] : steps.map((s, i) => (i === at ? step : s));
  return withNode(tree, { ...node, toolSteps: next });
}

/** Gives a locally created message the id the server chose for it. */
export function renameNode(tree: ChatTree, from: string, to: string): ChatTree {
  const node = tree.nodes[from];
  if (!node || from === to) return tree;
  const nodes = { ...tree.nodes };
  delete nodes[from];
  nodes[to] = { ...node, id: to };
  for (const kid of node.children) if (nodes[kid]) nodes[kid] = { ...nodes[kid]!, parent: to };
  if (node.parent && nodes[node.parent]) {
    const p = nodes[node.parent]!;
    nodes[node.parent] = { ...p, children: p.children.map((c) => (c === from ? to : c)) };
  }
  return { ...tree, nodes, currentNode: tree.currentNode === from ? to : tree.currentNode };
}

/**
 * Names the conversation's root (the stream's meta event carries it): a conversation started on this
 * page gets its system root, and its first questions hang under it, so an edit of one of them becomes
 * a sibling under the same root without fetching the stored tree.
 */
export function withRoot(tree: ChatTree, rootId: string): ChatTree {
  if (tree.rootId === rootId && tree.nodes[rootId]) return tree;
  const nodes = { ...tree.nodes };
  const top = Object.values(nodes).filter((n) => n.parent === null && n.role !== 'system');
  for (const n of top) nodes[n.id] = { ...n, parent: rootId };
  const root = nodes[rootId];
  nodes[rootId] = root
    ? {
        ...root,
        children: [
          ...root.children,
          ...top.map((n) => n.id).filter((id) => !root.children.includes(id)),
        ],
      }
    : {
        id: rootId,
        parent: null,
        children: top.map((n) => n.id),
        role: 'system',
        content: '',
        status: 'done',
        errorCode: null,
      };
  return { ...tree, rootId, nodes };
}

/** Takes back a message the server never stored (the request was refused before the stream). */
export function removeNode(tree: ChatTree, id: string, showInstead: string | null): ChatTree {
  const node = tree.nodes[id];
  if (!node) return tree;
  const nodes = { ...tree.nodes };
  delete nodes[id];
  for (const kid of node.children) delete nodes[kid];
  if (node.parent && nodes[node.parent]) {
    const p = nodes[node.parent]!;
    nodes[node.parent] = { ...p, children: p.children.filter((c) => c !== id) };
  }
  return { ...tree, nodes, currentNode: showInstead };
}

/** Shows the branch of `id` (a sibling picked with the arrows) down to its latest leaf. */
export function selectBranch(tree: ChatTree, id: string): ChatTree {
  return tree.nodes[id] ? { ...tree, currentNode: latestLeaf(tree, id) } : tree;
}

import type { ConversationDetail } from '@robot/contracts';
import { describe, expect, it } from 'vitest';
import {
  activePath,
  addNode,
  emptyTree,
  removeNode,
  renameNode,
  selectBranch,
  siblingsOf,
  treeFromDetail,
  upsertToolStep,
} from './conversation-tree.ts';

const node = (id: string, parent: string | null, children: string[], role = 'user') => ({
  id,
  parent,
  children,
  message: {
    id,
    author: { role: role as 'user' },
    content: { content_type: 'text' as const, parts: [`text ${id}`] },
    status: 'done' as const,
    create_time: '2024-01-01T00:00:00Z',
    metadata: { model: null, finish_reason: null, error_code: null },
  },
});

const detail: ConversationDetail = {
  conversation_id: 'c1',
  title: 'T',
  source: 'openai_api',
  current_model: null,
  create_time: '',
  update_time: '',
  robot_uuid: null,
  metadata: { plugin_ids: [] },
  current_node: 'a1',
  mapping: {
    root: node('root', null, ['q1'], 'system'),
    q1: node('q1', 'root', ['a1', 'a2']),
    a1: node('a1', 'q1', [], 'assistant'),
    a2: node('a2', 'q1', ['q2'], 'assistant'),
    q2: node('q2', 'a2', ['a3'], 'user'),
    a3: node('a3', 'q2', [], 'assistant'),
  },
};

describe('conversation tree', () => {
  it('shows the path to current_node without the system root', () => {
    const tree = treeFromDetail(detail);
    expect(tree.rootId).toBe('root');
    expect(activePath(tree).map((n) => n.id)).toEqual(['q1', 'a1']);
    expect(siblingsOf(tree, 'a1')).toEqual(['a1', 'a2']);
  });

  it('switching a branch shows it down to its latest leaf', () => {
    const tree = selectBranch(treeFromDetail(detail), 'a2');
    expect(activePath(tree).map((n) => n.id)).toEqual(['q1', 'a2', 'q2', 'a3']);
  });

  it('adds, renames and removes local messages', () => {
    let tree = addNode(emptyTree, {
      id: 'tmp-q',
      parent: null,
      role: 'user',
      content: 'hi',
      status: 'done',
    });
    tree = addNode(tree, {
      id: 'tmp-a',
      parent: 'tmp-q',
      role: 'assistant',
      content: '',
      status: 'streaming',
    });
    tree = renameNode(renameNode(tree, 'tmp-q', 'q'), 'tmp-a', 'a');
    expect(activePath(tree).map((n) => [n.id, n.parent])).toEqual([
      ['q', null],
      ['a', 'q'],
    ]);
    expect(tree.nodes.q!.children).toEqual(['a']);
    tree = removeNode(tree, 'a', 'q');
    expect(tree.nodes.q!.children).toEqual([]);
    expect(activePath(tree).map((n) => n.id)).toEqual(['q']);
  });

  it('keeps one row per tool call: a running step is replaced by its ending', () => {
    let tree = addNode(emptyTree, {
      id: 'a',
      parent: null,
      role: 'assistant',
      content: '',
      status: 'streaming',
    });
    const running = {
      id: 'c1',
      name: 'calc',
      input: '{}',
      status: 'running' as const,
      output: null,
    };
    tree = upsertToolStep(tree, 'a', running);
    tree = upsertToolStep(tree, 'a', { ...running, id: 'c2' });
    tree = upsertToolStep(tree, 'a', { ...running, status: 'done', output: '4' });
    expect(tree.nodes.a!.toolSteps!.map((s) => [s.id, s.status])).toEqual([
      ['c1', 'done'],
      ['c2', 'running'],
    ]);
    expect(upsertToolStep(tree, 'missing', running)).toBe(tree);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import {
  activePath,
  addNode,
  emptyTree,
  selectBranch,
  type ChatTree,
} from '../lib/conversation-tree.ts';
import { useMessageWindow } from './use-message-window.ts';

/** Adds `count` messages (question, answer, ...) under `parent`, named `${prefix}${depth}`. */
function grow(tree: ChatTree, parent: string | null, from: number, count: number, prefix: string) {
  let next = tree;
  let at = parent;
  for (let depth = from; depth < from + count; depth++) {
    const id = `${prefix}${depth}`;
    const role = depth % 2 === 0 ? 'user' : 'assistant';
    next = addNode(next, { id, parent: at, role, content: id, status: 'done' });
    at = id;
  }
  return next;
}

const conversation = (id: string, count: number) =>
  grow({ ...emptyTree, conversationId: id }, null, 0, count, 'm');

/** As the chat session gives it: the path is a new array only when the tree changed. */
function useWindowOf(tree: ChatTree) {
  const path = useMemo(() => activePath(tree), [tree]);
  return { tree, ...useMessageWindow(path, tree.conversationId) };
}

const setup = (tree: ChatTree) =>
  renderHook(({ t }: { t: ChatTree }) => useWindowOf(t), { initialProps: { t: tree } });

const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

describe('useMessageWindow', () => {
  it('opens a long conversation on its newest 40 messages', () => {
    const { result } = setup(conversation('c1', 100));
    expect(result.current.start).toBe(60);
    expect(ids(result.current.visible)).toEqual(Array.from({ length: 40 }, (_, i) => `m${60 + i}`));
    expect(result.current.hasEarlier).toBe(true);
  });

  it('shows a short conversation whole', () => {
    const { result } = setup(conversation('c1', 12));
    expect(result.current.visible).toHaveLength(12);
    expect(result.current.hasEarlier).toBe(false);
  });

  it('mounts 40 earlier messages each time the top is reached, once per window', () => {
    const { result } = setup(conversation('c1', 100));
    const reachTop = result.current.showEarlier;
    act(() => {
      // The observer may report twice before the grown window is committed.
      reachTop();
      reachTop();
    });
    expect(result.current.start).toBe(20);
    act(() => result.current.showEarlier());
    expect(result.current.start).toBe(0);
    expect(result.current.visible).toHaveLength(100);
    expect(result.current.hasEarlier).toBe(false);
  });

  it('keeps new messages, appended while at the bottom, in the window', () => {
    const { result, rerender } = setup(conversation('c1', 100));
    rerender({ t: grow(result.current.tree, 'm99', 100, 2, 'm') });
    expect(result.current.start).toBe(60);
    expect(ids(result.current.visible).slice(-2)).toEqual(['m100', 'm101']);
  });

  it('opens another conversation on its newest messages', () => {
    const { result, rerender } = setup(conversation('c1', 100));
    act(() => result.current.showEarlier());
    expect(result.current.start).toBe(20);
    rerender({ t: conversation('c2', 60) });
    expect(result.current.start).toBe(20);
    expect(ids(result.current.visible)[0]).toBe('m20');
    rerender({ t: { ...emptyTree } });
    expect(result.current.visible).toEqual([]);
    expect(result.current.hasEarlier).toBe(false);
  });

  it('follows the branch switcher', () => {
    // m0..m99, with two other versions of the answer m71: one ending at once, one 80 messages long.
    let tree = conversation('c1', 100);
    tree = grow(tree, 'm70', 71, 1, 'short');
    tree = grow(tree, 'm70', 71, 80, 'long');
    tree = selectBranch(tree, 'm71');
    const { result, rerender } = setup(tree);
    act(() => result.current.showEarlier());
    expect(result.current.start).toBe(20);

    // A shorter version: the messages above the switched one stay where the reader sees them.
    rerender({ t: selectBranch(tree, 'short71') });
    expect(result.current.start).toBe(20);
    expect(ids(result.current.visible).slice(-2)).toEqual(['m70', 'short71']);

    // A longer one: the list goes to its end, so the window opens on its newest messages.
    rerender({ t: selectBranch(tree, 'long71') });
    expect(result.current.start).toBe(151 - 40);
    expect(ids(result.current.visible).at(-1)).toBe('long150');
  });
});

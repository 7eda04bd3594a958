import { describe, expect, it } from 'vitest';
import type { ChatNode } from './conversation-tree.ts';
import { earlierStart, followStart, newestStart, type WindowState } from './message-window.ts';

const msg = (id: string): ChatNode => ({
  id,
  parent: null,
  children: [],
  role: 'user',
  content: id,
  status: 'done',
  errorCode: null,
});
const pathOf = (ids: string[]) => ids.map(msg);
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `${prefix}${from + i}`);

const main = pathOf(range('m', 0, 100));
const at = (start: number, path = main, conversationId: string | null = 'c1'): WindowState => ({
  conversationId,
  path,
  start,
});

describe('message window', () => {
  it('opens on the newest 40 messages, or all of a shorter path', () => {
    expect(newestStart(100)).toBe(60);
    expect(newestStart(40)).toBe(0);
    expect(newestStart(3)).toBe(0);
  });

  it('grows by 40 earlier messages, down to the first', () => {
    expect(earlierStart(60)).toBe(20);
    expect(earlierStart(20)).toBe(0);
  });

  it('keeps its start when messages are appended', () => {
    const longer = pathOf([...range('m', 0, 100), 'q', 'a']);
    expect(followStart(at(60), longer, 'c1')).toBe(60);
    expect(followStart(at(0, [], null), pathOf(['q', 'a']), null)).toBe(0);
  });

  it('opens another conversation on its newest messages', () => {
    expect(followStart(at(0), pathOf(range('x', 0, 100)), 'c2')).toBe(60);
    expect(followStart(at(20), [], null)).toBe(0);
  });

  it('keeps its start when a branch inside it is switched to one as long or shorter', () => {
    // The answer at index 71 regenerated, or the question at 70 edited: the rows above stay.
    const sameLength = pathOf([...range('m', 0, 71), ...range('b', 71, 100)]);
    expect(followStart(at(20), sameLength, 'c1')).toBe(20);
    const shorter = pathOf([...range('m', 0, 70), 'e70', 'e71']);
    expect(followStart(at(20), shorter, 'c1')).toBe(20);
  });

  it('follows a switch to a longer branch to its newest messages', () => {
    const longer = pathOf([...range('m', 0, 70), ...range('b', 70, 150)]);
    expect(followStart(at(20), longer, 'c1')).toBe(110);
  });

  it('opens on the newest messages when the path became shorter than its start', () => {
    expect(followStart(at(60), pathOf(range('m', 0, 50)), 'c1')).toBe(10);
  });
});

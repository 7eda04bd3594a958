import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { activePath, addNode, emptyTree, type ChatTree } from '../lib/conversation-tree.ts';
import { MessageList } from './message-list.tsx';

/** A conversation of `count` messages, questions and answers in turn. */
function conversation(count: number): ChatTree {
  let tree: ChatTree = { ...emptyTree, conversationId: 'c1' };
  let parent: string | null = null;
  for (let i = 0; i < count; i++) {
    const id = `m${i}`;
    const role = i % 2 === 0 ? 'user' : 'assistant';
    tree = addNode(tree, { id, parent, role, content: `text of ${id}`, status: 'done' });
    parent = id;
  }
  return tree;
}

/** The observers the list made; `reach` reports their targets as come into view. */
let observers: { callback: IntersectionObserverCallback; init?: IntersectionObserverInit }[] = [];
const reach = () =>
  act(() => {
    for (const o of observers.splice(0))
      o.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        observers.push({ callback, init });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderList(tree: ChatTree, streamingId: string | null = null) {
  const actions = { regenerate: vi.fn(), edit: vi.fn(), switchBranch: vi.fn() };
  return renderWithProviders(
    <MessageList
      tree={tree}
      path={activePath(tree)}
      streamingId={streamingId}
      avatar={null}
      userMarkdown={false}
      codeAutoWrap={false}
      actions={actions}
      width={768}
    />,
  );
}

const rows = () => [
  ...screen.queryAllByTestId('message-user'),
  ...screen.queryAllByTestId('message-assistant'),
];

describe('MessageList of a long conversation', () => {
  it('opens on its newest 40 messages under a loading row, the last one with its tools', async () => {
    renderList(conversation(100));
    expect(await screen.findByText('text of m99')).toBeInTheDocument();
    expect(rows()).toHaveLength(40);
    expect(screen.queryByText('text of m59')).not.toBeInTheDocument();
    expect(screen.getByText('text of m60')).toBeInTheDocument();
    expect(screen.getByTestId('earlier-messages')).toHaveTextContent(
      /Loading earlier messages|正在加载更早的消息/,
    );
    // Regenerate belongs to the last answer of the path, not to the last of the window only.
    expect(screen.getAllByRole('button', { name: /regenerate|重新生成/i })).toHaveLength(1);
    // It watches the list's own scroller, a little ahead of its top.
    expect(observers[0]?.init?.root).toBe(screen.getByTestId('message-list'));
    expect(observers[0]?.init?.rootMargin).toMatch(/^\d+px 0px 0px 0px$/);
  });

  it('mounts earlier messages each time the top comes near, until the first', async () => {
    renderList(conversation(100));
    await screen.findByText('text of m99');
    reach();
    await waitFor(() => expect(rows()).toHaveLength(80));
    expect(screen.getByText('text of m20')).toBeInTheDocument();
    expect(screen.getByTestId('earlier-messages')).toBeInTheDocument();
    reach();
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(screen.getByText('text of m0')).toBeInTheDocument();
    expect(screen.queryByTestId('earlier-messages')).not.toBeInTheDocument();
  });

  it('shows a short conversation whole, without the loading row', async () => {
    renderList(conversation(10));
    expect(await screen.findByText('text of m0')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.queryByTestId('earlier-messages')).not.toBeInTheDocument();
  });
});

describe('MessageList scrolling', () => {
  /** The list's scroller with a layout jsdom does not compute: 5000 px of text in a 600 px view. */
  function fakeLayout() {
    const el = screen.getByTestId('message-list');
    Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(el, 'clientHeight', { configurable: true, value: 600 });
    return el;
  }

  it('follows a new answer even when its branch is shorter than the one read before', async () => {
    const long = conversation(100);
    let show: (next: { tree: ChatTree; streamingId: string | null }) => void = () => {};
    function Harness() {
      const [state, setState] = useState({ tree: long, streamingId: null as string | null });
      show = setState;
      return (
        <MessageList
          tree={state.tree}
          path={activePath(state.tree)}
          streamingId={state.streamingId}
          avatar={null}
          userMarkdown={false}
          codeAutoWrap={false}
          actions={{ regenerate: vi.fn(), edit: vi.fn(), switchBranch: vi.fn() }}
          width={768}
        />
      );
    }
    renderWithProviders(<Harness />);
    await screen.findByText('text of m99');
    const el = fakeLayout();
    // the reader scrolled up to an early question
    el.scrollTop = 1000;
    act(() => {
      el.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: /jump to latest|回到最新/i })).toBeVisible();

    // ... and edited it: a new branch of 12 messages whose answer streams
    let edited = addNode(long, {
      id: 'e1',
      parent: 'm10',
      role: 'user',
      content: 'new q',
      status: 'done',
    });
    edited = addNode(edited, {
      id: 'e2',
      parent: 'e1',
      role: 'assistant',
      content: '',
      status: 'streaming',
    });
    act(() => show({ tree: edited, streamingId: 'e2' }));
    await waitFor(() => expect(el.scrollTop).toBe(5000));
  });
});

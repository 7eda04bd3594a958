import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type * as virtuoso from 'react-virtuoso';
import { VirtuosoMockContext, type VirtuosoHandle, type VirtuosoProps } from 'react-virtuoso';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { activePath, addNode, emptyTree, type ChatTree } from '../lib/conversation-tree.ts';
import { MessageList } from './message-list.tsx';

/** A conversation of `count` messages, questions and answers in turn. */
function conversation(count: number, id = 'c1'): ChatTree {
  let tree: ChatTree = { ...emptyTree, conversationId: id };
  let parent: string | null = null;
  for (let i = 0; i < count; i++) {
    const nodeId = `m${i}`;
    const role = i % 2 === 0 ? 'user' : 'assistant';
    tree = addNode(tree, {
      id: nodeId,
      parent,
      role,
      content: `text of ${nodeId}`,
      status: 'done',
    });
    parent = nodeId;
  }
  return tree;
}

/**
 * jsdom lays nothing out: react-virtuoso's documented test support (VirtuosoMockContext) gives the
 * list a 600 px view and rows of 100 px, so it mounts the rows a browser would. jsdom cannot scroll
 * either, so the list's requests to virtuoso to go to the end are recorded (the real Virtuoso still
 * renders; the e2e chat spec sees the scrolling itself), and the reader's scrolling is a scroll event
 * on a scroller given the box the mock lays out.
 */
const VIEW_PX = 600;
const ROW_PX = 100;
const toEnd: unknown[] = [];
/** The props the list last gave virtuoso: a test calls its callbacks as a browser's measuring would. */
const given: { props?: VirtuosoProps<unknown, unknown> } = {};
vi.mock('react-virtuoso', async (importOriginal) => {
  const real = await importOriginal<typeof virtuoso>();
  const { forwardRef, useImperativeHandle, useRef, createElement } = await import('react');
  const Virtuoso = forwardRef<VirtuosoHandle, VirtuosoProps<unknown, unknown>>((props, ref) => {
    const inner = useRef<VirtuosoHandle>(null);
    given.props = props;
    useImperativeHandle(ref, () => ({
      ...(inner.current as VirtuosoHandle),
      scrollToIndex: (location) => {
        toEnd.push(location);
        inner.current?.scrollToIndex(location);
      },
    }));
    return createElement(real.Virtuoso, { ...props, ref: inner });
  });
  return { ...real, Virtuoso };
});
beforeEach(() => {
  toEnd.length = 0;
});

/** Gives the scroller the box of `rowCount` rows; answers how the reader scrolls to `top`. */
function fakeScroller(rowCount: () => number) {
  const el = screen.getByTestId('message-list');
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => VIEW_PX });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => rowCount() * ROW_PX });
  let scrollTop = rowCount() * ROW_PX - VIEW_PX;
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (v: number) => (scrollTop = v),
  });
  return (top: number) => {
    scrollTop = top;
    fireEvent.scroll(el);
  };
}

const laidOut = (ui: ReactNode) => (
  <VirtuosoMockContext.Provider value={{ viewportHeight: VIEW_PX, itemHeight: ROW_PX }}>
    {ui}
  </VirtuosoMockContext.Provider>
);

/** The list in a harness whose tree and streaming answer a test can change. */
function renderList(tree: ChatTree, streamingId: string | null = null) {
  let show: (next: { tree: ChatTree; streamingId: string | null }) => void = () => {};
  function Harness() {
    const [state, setState] = useState({ tree, streamingId });
    show = setState;
    return laidOut(
      <MessageList
        tree={state.tree}
        path={activePath(state.tree)}
        streamingId={state.streamingId}
        avatar={null}
        userMarkdown={false}
        codeAutoWrap={false}
        actions={{ regenerate: vi.fn(), edit: vi.fn(), switchBranch: vi.fn() }}
        width={768}
      />,
    );
  }
  renderWithProviders(<Harness />);
  return { show: (next: { tree: ChatTree; streamingId: string | null }) => act(() => show(next)) };
}

/**
 * A conversation of 100 messages, then a question and its answer streaming (`b`, 'x'), the list at
 * its end; `grow` gives the answer new text, `readerScrollsTo` scrolls as the reader.
 */
async function streamingAfter100() {
  let tree = addNode(conversation(100), {
    id: 'a',
    parent: 'm99',
    role: 'user',
    content: 'q',
    status: 'done',
  });
  tree = addNode(tree, {
    id: 'b',
    parent: 'a',
    role: 'assistant',
    content: 'x',
    status: 'streaming',
  });
  const list = renderList(tree, 'b');
  await screen.findByText('q');
  const readerScrollsTo = fakeScroller(() => 102);
  const grow = (content: string) =>
    list.show({
      tree: { ...tree, nodes: { ...tree.nodes, b: { ...tree.nodes.b!, content } } },
      streamingId: 'b',
    });
  return { grow, readerScrollsTo };
}

const rows = () => [
  ...screen.queryAllByTestId('message-user'),
  ...screen.queryAllByTestId('message-assistant'),
];

describe('MessageList of a long conversation', () => {
  it('opens on its newest message, mounting only the rows near the view', async () => {
    renderList(conversation(500));
    expect(await screen.findByText('text of m499')).toBeInTheDocument();
    expect(screen.queryByText('text of m0')).not.toBeInTheDocument();
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(30);
    // Regenerate belongs to the last answer of the path only. Found once the list is visible:
    // react-virtuoso keeps it hidden until it has placed the rows at the newest message.
    expect(await screen.findAllByRole('button', { name: /regenerate|重新生成/i })).toHaveLength(1);
  });

  it('shows a short conversation whole', async () => {
    renderList(conversation(4));
    expect(await screen.findByText('text of m0')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
  });

  it('mounts the earliest messages when the reader scrolls to the top', async () => {
    renderList(conversation(500));
    await screen.findByText('text of m499');
    const readerScrollsTo = fakeScroller(() => 500);
    readerScrollsTo(0);
    expect(await screen.findByText('text of m0')).toBeInTheDocument();
    expect(screen.queryByText('text of m499')).not.toBeInTheDocument();
  });
});

describe('MessageList scrolling', () => {
  /** The conversation with a new branch from m10 whose answer `e2` streams. */
  function editedAt10(tree: ChatTree): ChatTree {
    const edited = addNode(tree, {
      id: 'e1',
      parent: 'm10',
      role: 'user',
      content: 'new q',
      status: 'done',
    });
    return addNode(edited, {
      id: 'e2',
      parent: 'e1',
      role: 'assistant',
      content: '',
      status: 'streaming',
    });
  }

  it('follows a new answer even when its branch is shorter than the one read before', async () => {
    const long = conversation(100);
    const list = renderList(long);
    await screen.findByText('text of m99');
    let count = 100;
    const readerScrollsTo = fakeScroller(() => count);
    // the reader scrolled up to an early question ...
    readerScrollsTo(1000);
    expect(await screen.findByRole('button', { name: /jump to latest|回到最新/i })).toBeVisible();
    // ... and edited it: a new branch of 12 messages whose answer streams
    toEnd.length = 0;
    count = 12;
    list.show({ tree: editedAt10(long), streamingId: 'e2' });
    expect(await screen.findByText('new q')).toBeInTheDocument();
    expect(toEnd).toContainEqual({ index: 'LAST', align: 'end' });
  });

  it('follows a streaming answer at the end, and leaves a reader who scrolled up where they are', async () => {
    const { grow, readerScrollsTo } = await streamingAfter100();

    // The new text alone asks nothing (the row is not measured yet); its measured growth follows.
    toEnd.length = 0;
    grow('x y');
    expect(toEnd).toEqual([]);
    act(() => given.props?.totalListHeightChanged?.(102 * ROW_PX + 20));
    expect(toEnd).toContainEqual({ index: 'LAST', align: 'end' });

    readerScrollsTo(2000);
    toEnd.length = 0;
    grow('x y z');
    act(() => given.props?.totalListHeightChanged?.(102 * ROW_PX + 40));
    expect(toEnd).toEqual([]);
    expect(screen.getByRole('button', { name: /jump to latest|回到最新/i })).toBeVisible();
  });

  it('is not pulled back to the end while the reader turns the wheel up, even within the slack', async () => {
    const { grow: growTo, readerScrollsTo } = await streamingAfter100();
    const scroller = screen.getByTestId('message-list');
    // the new text, then its measured height, as the browser's measuring reports it
    const grow = (content: string, height: number) => {
      growTo(content);
      act(() => given.props?.totalListHeightChanged?.(height));
    };

    // The wheel's animated scrolling: its first step is still within the slack of the end.
    fireEvent.wheel(scroller, { deltaY: -100 });
    readerScrollsTo(102 * ROW_PX - VIEW_PX - 20);
    toEnd.length = 0;
    grow('x y', 102 * ROW_PX + 20);
    expect(toEnd).toEqual([]);
    expect(screen.getByRole('button', { name: /jump to latest|回到最新/i })).toBeVisible();

    // Jumping back pins it again: the next growth follows.
    fireEvent.click(screen.getByRole('button', { name: /jump to latest|回到最新/i }));
    readerScrollsTo(102 * ROW_PX - VIEW_PX);
    toEnd.length = 0;
    grow('x y z', 102 * ROW_PX + 40);
    expect(toEnd).toContainEqual({ index: 'LAST', align: 'end' });
  });

  it('a key that scrolls up unpins, but not in a box being typed in; a finger holds the follow', async () => {
    const { grow, readerScrollsTo } = await streamingAfter100();
    const scroller = screen.getByTestId('message-list');
    const measured = (height: number) => act(() => given.props?.totalListHeightChanged?.(height));
    const jump = () => screen.queryByRole('button', { name: /jump to latest|回到最新/i });

    // a key typed in a text box inside the list moves its caret: still following
    const box = document.createElement('textarea');
    scroller.appendChild(box);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    toEnd.length = 0;
    grow('x y');
    measured(102 * ROW_PX + 20);
    expect(toEnd).toContainEqual({ index: 'LAST', align: 'end' });
    expect(jump()).toBeNull();
    box.remove();

    // a finger on the list: no follow while it is there, following again once it lifts
    fireEvent.touchStart(scroller);
    toEnd.length = 0;
    grow('x y z');
    measured(102 * ROW_PX + 40);
    expect(toEnd).toEqual([]);
    fireEvent.touchEnd(scroller);
    grow('x y z w');
    measured(102 * ROW_PX + 60);
    expect(toEnd).toContainEqual({ index: 'LAST', align: 'end' });

    // PageUp on the list itself: unpinned at once, even within the slack
    fireEvent.keyDown(scroller, { key: 'PageUp' });
    readerScrollsTo(102 * ROW_PX - VIEW_PX - 20);
    toEnd.length = 0;
    grow('x y z w v');
    measured(102 * ROW_PX + 80);
    expect(toEnd).toEqual([]);
    expect(jump()).toBeVisible();
  });

  it('a wheel turned up on a list at its top shows no jump button', async () => {
    renderList(conversation(3));
    await screen.findByText('text of m2');
    fireEvent.wheel(screen.getByTestId('message-list'), { deltaY: -100 });
    expect(screen.queryByRole('button', { name: /jump to latest|回到最新/i })).toBeNull();
  });

  it('opens another conversation on its newest message', async () => {
    const list = renderList(conversation(100));
    await screen.findByText('text of m99');
    fakeScroller(() => 100)(0);
    const other = conversation(60, 'c2');
    other.nodes.m59 = { ...other.nodes.m59!, content: 'last of c2' };
    list.show({ tree: other, streamingId: null });
    expect(await screen.findByText('last of c2')).toBeInTheDocument();
  });
});

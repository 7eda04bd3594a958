import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
  type WheelEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso, type Components, type VirtuosoHandle } from 'react-virtuoso';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { siblingsOf, type ChatNode, type ChatTree } from '../lib/conversation-tree.ts';
import { MessageRow, type MessageActions } from './message-row.tsx';

/** Closer than this to the end counts as 'at the bottom' (pinned). */
const PIN_SLACK_PX = 48;
/**
 * How long after the reader turns the wheel up (or presses a key that scrolls up) the list does not
 * pin again by position: a wheel's or a key's scrolling is animated, its first steps still within the
 * slack, and a follow then would pull the view back to the end under the reader's hand.
 */
const READER_UP_MS = 600;
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

interface ListContext {
  width: number;
  footer: ReactNode;
}

/**
 * The column the rows sit in. Spacing is padding, never margins or gaps: react-virtuoso measures each
 * item's box, and space between boxes would throw its positions off.
 */
const components: Components<ChatNode, ListContext> = {
  List: forwardRef(function Column({ context, style, children, ...rest }, ref) {
    return (
      <div
        ref={ref}
        {...rest}
        className="rs-chat-list"
        style={{ ...style, maxWidth: context?.width }}
      >
        {children}
      </div>
    );
  }),
  Header: () => <div className="rs-chat-list-head" />,
  Footer: ({ context }) => (
    <div className="rs-chat-list-foot" style={{ maxWidth: context?.width }}>
      {context?.footer}
    </div>
  ),
};

/**
 * The scrolling conversation, virtualised by react-virtuoso: only the rows near the view are mounted,
 * so a conversation of hundreds of markdown answers opens at once, on its newest message. It stays
 * pinned to the latest text while an answer streams unless the user scrolled up; then a 'jump to
 * latest' button appears. A new answer (asked, regenerated, an edited question whose branch may be
 * shorter) and another conversation pin it again.
 */
export function MessageList(props: {
  tree: ChatTree;
  path: ChatNode[];
  streamingId: string | null;
  avatar: ReactNode;
  userMarkdown: boolean;
  codeAutoWrap: boolean;
  actions: MessageActions;
  /** shown under the messages (a refused turn's card) */
  footer?: ReactNode;
  /** shown when there is no message yet */
  empty?: ReactNode;
  width: number;
}) {
  const { tree, path, streamingId, actions } = props;
  const { t } = useTranslation('chat');
  const list = useRef<VirtuosoHandle>(null);
  const pinned = useRef(true);
  const seen = useRef({ count: path.length, streamingId, conversationId: tree.conversationId });
  const [showJump, setShowJump] = useState(false);
  const last = path[path.length - 1];

  // The reader's own scrolling: up by wheel or key until this time; a finger on the list.
  const readerUpUntil = useRef(0);
  const touching = useRef(false);

  const follow = () => {
    if (pinned.current && !touching.current)
      list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  };

  useEffect(() => {
    const before = seen.current;
    seen.current = { count: path.length, streamingId, conversationId: tree.conversationId };
    // Asked, or another branch shown (one ending in a question, or longer): the reader wants the end.
    if (path.length !== before.count && (last?.role !== 'assistant' || path.length > before.count))
      pinned.current = true;
    // A new answer started (asked, regenerated, or an edited question, whose branch may be shorter
    // than the one shown before).
    if (streamingId !== null && streamingId !== before.streamingId) pinned.current = true;
    if (tree.conversationId !== before.conversationId) pinned.current = true;
    follow();
    // Not on each piece of a streamed answer: the row has not been measured yet when this runs, so
    // the list would be asked for an end it does not know yet, at the cost of a forced layout. Its
    // measured growth calls follow (totalListHeightChanged).
  }, [path.length, last?.id, last?.role, props.footer, streamingId, tree.conversationId]);

  // Only the reader's scrolling unpins: a row growing as its answer streams moves no scroll position.
  // While the reader scrolls up, or holds the list with a finger, position alone does not pin again.
  const unpin = () => {
    pinned.current = false;
    setShowJump(true);
  };
  const onScroll = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < PIN_SLACK_PX;
    const readerHolds = touching.current || performance.now() < readerUpUntil.current;
    pinned.current = atBottom && (!readerHolds || pinned.current);
    setShowJump(!pinned.current);
  };
  const readerScrollsUp = (el: HTMLElement) => {
    if (el.scrollTop <= 0) return; // a list at its top (or shorter than its view) does not move
    readerUpUntil.current = performance.now() + READER_UP_MS;
    unpin();
  };
  const reader = {
    onWheel: (e: WheelEvent<HTMLElement>) => {
      if (e.deltaY < 0) readerScrollsUp(e.currentTarget);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      // keys in a box being typed in (a question being edited) move its caret, not the list
      if (e.target instanceof Element && e.target.closest('textarea, input, [contenteditable]'))
        return;
      if (UP_KEYS.has(e.key) || (e.key === ' ' && e.shiftKey)) readerScrollsUp(e.currentTarget);
    },
    onTouchStart: () => {
      touching.current = true;
    },
    onTouchEnd: () => {
      touching.current = false;
    },
    onTouchCancel: () => {
      touching.current = false;
    },
  };

  const context = useMemo(() => ({ width: props.width, footer: props.footer }), [props]);

  if (path.length === 0) {
    return (
      <div className="rs-chat-scroll-wrap">
        <div className="rs-chat-scroll" data-testid="message-list">
          <div className="rs-chat-column" style={{ maxWidth: props.width }}>
            {props.empty}
            {props.footer}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="rs-chat-scroll-wrap">
      <Virtuoso<ChatNode, ListContext>
        ref={list}
        className="rs-chat-scroll"
        data-testid="message-list"
        data={path}
        context={context}
        components={components}
        computeItemKey={(_, node) => node.id}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        onScroll={onScroll}
        {...reader}
        // New rows, and rows growing as an answer streams in, keep a pinned list at its end.
        followOutput={() => (pinned.current ? 'auto' : false)}
        totalListHeightChanged={follow}
        increaseViewportBy={{ top: 600, bottom: 600 }}
        itemContent={(index, node) => (
          <MessageRow
            node={node}
            siblings={siblingsOf(tree, node.id)}
            avatar={props.avatar}
            isLast={index === path.length - 1}
            busy={streamingId !== null}
            streaming={node.id === streamingId}
            userMarkdown={props.userMarkdown}
            codeAutoWrap={props.codeAutoWrap}
            actions={actions}
            t={t}
          />
        )}
      />
      {showJump ? (
        <PlainButton
          variant="default"
          className="rs-chat-jump"
          icon={<Icon icon={ArrowDownOutlined} />}
          onClick={() => {
            pinned.current = true;
            list.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'smooth' });
          }}
        >
          {t('actions.jumpToLatest')}
        </PlainButton>
      ) : null}
    </div>
  );
}

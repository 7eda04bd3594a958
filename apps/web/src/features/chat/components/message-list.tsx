import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageWindow } from '../hooks/use-message-window.ts';
import { siblingsOf, type ChatNode, type ChatTree } from '../lib/conversation-tree.ts';
import { EarlierMessagesRow } from './earlier-messages-row.tsx';
import { KeepViewOnPrepend } from './keep-view-on-prepend.tsx';
import { MessageRow, type MessageActions } from './message-row.tsx';

/** Closer than this to the end counts as 'at the bottom' (pinned). */
const PIN_SLACK_PX = 48;

/**
 * The scrolling conversation. It stays pinned to the latest text while an answer streams unless the
 * user scrolled up; then a 'jump to latest' button appears. A new question always pins it again.
 * A long conversation mounts its newest messages first and earlier ones as the user scrolls up.
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
  const scroller = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastCount = useRef(0);
  const lastStreaming = useRef<string | null>(null);
  const [showJump, setShowJump] = useState(false);
  const last = path[path.length - 1];
  const shown = useMessageWindow(path, tree.conversationId);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (path.length !== lastCount.current) {
      if (last?.role !== 'assistant' || path.length > lastCount.current) pinned.current = true;
      lastCount.current = path.length;
    }
    // A new answer started (asked, regenerated, or an edited question, whose branch may be shorter
    // than the one shown before): the reader wants to see it.
    if (streamingId !== null && streamingId !== lastStreaming.current) pinned.current = true;
    lastStreaming.current = streamingId;
    if (pinned.current) el.scrollTop = el.scrollHeight;
  }, [path.length, last, last?.content, props.footer, streamingId]);

  // Rows are laid out late (off-screen rows skip layout until they come near the view, see chat.css):
  // the list grows after it was scrolled to its end, and one pinned there must follow.
  useEffect(() => {
    const el = scroller.current;
    const content = column.current;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < PIN_SLACK_PX;
    pinned.current = atBottom;
    setShowJump(!atBottom);
  };

  const jump = () => {
    const el = scroller.current;
    if (!el) return;
    pinned.current = true;
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  };

  return (
    <div className="rs-chat-scroll-wrap">
      <div ref={scroller} className="rs-chat-scroll" onScroll={onScroll} data-testid="message-list">
        <div ref={column} className="rs-chat-column" style={{ maxWidth: props.width }}>
          {path.length === 0 ? props.empty : null}
          <KeepViewOnPrepend scroller={scroller} start={shown.start} rowSelector=".rs-chat-row" />
          {shown.hasEarlier ? (
            <EarlierMessagesRow scroller={scroller} onReach={shown.showEarlier} />
          ) : null}
          {shown.visible.map((node, i) => (
            <MessageRow
              key={node.id}
              node={node}
              siblings={siblingsOf(tree, node.id)}
              avatar={props.avatar}
              isLast={shown.start + i === path.length - 1}
              busy={streamingId !== null}
              streaming={node.id === streamingId}
              userMarkdown={props.userMarkdown}
              codeAutoWrap={props.codeAutoWrap}
              actions={actions}
            />
          ))}
          {props.footer}
        </div>
      </div>
      {showJump ? (
        <Button className="rs-chat-jump" shape="round" icon={<ArrowDownOutlined />} onClick={jump}>
          {t('actions.jumpToLatest')}
        </Button>
      ) : null}
    </div>
  );
}

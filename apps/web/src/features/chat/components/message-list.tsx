import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siblingsOf, type ChatNode, type ChatTree } from '../lib/conversation-tree.ts';
import { MessageRow, type MessageActions } from './message-row.tsx';

/** Closer than this to the end counts as 'at the bottom' (pinned). */
const PIN_SLACK_PX = 48;

/**
 * The scrolling conversation. It stays pinned to the latest text while an answer streams unless the
 * user scrolled up; then a 'jump to latest' button appears. A new question always pins it again.
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
  const pinned = useRef(true);
  const lastCount = useRef(0);
  const [showJump, setShowJump] = useState(false);
  const last = path[path.length - 1];

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (path.length !== lastCount.current) {
      if (last?.role !== 'assistant' || path.length > lastCount.current) pinned.current = true;
      lastCount.current = path.length;
    }
    if (pinned.current) el.scrollTop = el.scrollHeight;
  }, [path.length, last, last?.content, props.footer]);

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
        <div className="rs-chat-column" style={{ maxWidth: props.width }}>
          {path.length === 0 ? props.empty : null}
          {path.map((node, i) => (
            <MessageRow
              key={node.id}
              node={node}
              siblings={siblingsOf(tree, node.id)}
              avatar={props.avatar}
              isLast={i === path.length - 1}
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

import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import type { TFunction } from 'i18next';
import { memo, useRef, useState, type ReactNode } from 'react';
import { PlainTag } from '../../../components/plain/tag.tsx';
import type { ChatNode } from '../lib/conversation-tree.ts';
import { AnswerError } from './answer-error.tsx';
import { BranchSwitcher } from './branch-switcher.tsx';
import { ChatMarkdown } from './chat-markdown.tsx';
import { MessageEdit } from './message-edit.tsx';
import { CopyButton, ToolButton, Typing } from './message-tools.tsx';
import { ToolSteps } from './tool-steps.tsx';
import './message.css';

export interface MessageActions {
  regenerate: (userMessageId: string) => void;
  edit: (userMessageId: string, text: string) => void;
  switchBranch: (id: string) => void;
  /** an edited question was sent: the keyboard goes on in the question box */
  focusQuestion?: () => void;
}

/**
 * One message of the visible path. Memoised: while an answer streams, only its own row re-renders
 * (the tree keeps untouched nodes and sibling lists identical). Drawn with plain elements, no antd:
 * a conversation mounts one of these per message near the view (decision 034). The list gives it
 * `t`: react-i18next's hook copies its instance on the first render of each call.
 */
export const MessageRow = memo(function MessageRow(props: {
  node: ChatNode;
  siblings: string[];
  avatar: ReactNode;
  isLast: boolean;
  busy: boolean;
  streaming: boolean;
  userMarkdown: boolean;
  codeAutoWrap: boolean;
  actions: MessageActions;
  t: TFunction<'chat'>;
}) {
  const {
    node,
    siblings,
    avatar,
    isLast,
    busy,
    streaming,
    userMarkdown,
    codeAutoWrap,
    actions,
    t,
  } = props;
  const [editing, setEditing] = useState(false);
  const userTools = useRef<HTMLDivElement>(null);
  // Cancelling takes the edit box and its buttons away: the focus goes back to the button that
  // opened it, not to the page's start.
  const cancelEdit = () => {
    userTools.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    setEditing(false);
  };
  const copyLabels = { copy: t('actions.copy'), copied: t('actions.copied') };
  const switcher = (
    <BranchSwitcher
      siblings={siblings}
      current={node.id}
      onSwitch={actions.switchBranch}
      disabled={busy}
      labels={{ group: t('branch.label'), previous: t('branch.previous'), next: t('branch.next') }}
    />
  );

  if (node.role === 'user') {
    return (
      <div className="rs-chat-row rs-chat-row-user" data-testid="message-user">
        {editing ? (
          <MessageEdit
            initial={node.content}
            busy={busy}
            onCancel={cancelEdit}
            onSave={(text, tapped) => {
              actions.edit(node.id, text);
              // The edit box and its buttons leave: the focus would fall to the page's start. Not
              // after a tap, whose focus in the box would open a phone's keyboard over the answer.
              if (!tapped) actions.focusQuestion?.();
              setEditing(false);
            }}
          />
        ) : (
          <div className="rs-chat-bubble">
            {userMarkdown ? (
              <ChatMarkdown content={node.content} codeAutoWrap={codeAutoWrap} />
            ) : (
              <div className="rs-chat-plain">{node.content}</div>
            )}
          </div>
        )}
        <div className="rs-chat-tools" ref={userTools}>
          {switcher}
          <CopyButton text={node.content} labels={copyLabels} />
          <ToolButton
            label={t('actions.edit')}
            icon={EditOutlined}
            data-action="edit"
            disabled={busy}
            onClick={() => setEditing(true)}
          />
        </div>
      </div>
    );
  }

  const parent = node.parent;
  return (
    <div className="rs-chat-row rs-chat-row-bot" data-testid="message-assistant">
      <div className="rs-chat-avatar">{avatar}</div>
      <div className="rs-chat-answer">
        {node.toolSteps?.length ? <ToolSteps steps={node.toolSteps} /> : null}
        {node.content ? (
          // in parts of whole blocks: while it streams, each new piece draws only the last part
          <ChatMarkdown
            content={node.content}
            codeAutoWrap={codeAutoWrap}
            parts="blocks"
            streaming={streaming}
          />
        ) : streaming && !node.toolSteps?.some((s) => s.status === 'running') ? (
          <Typing label={t('status.asking')} />
        ) : null}
        {node.status === 'error' ? (
          <AnswerError
            code={node.errorCode}
            degraded={node.degraded === true}
            onRetry={parent && !busy ? () => actions.regenerate(parent) : undefined}
          />
        ) : null}
        {!streaming ? (
          <div className="rs-chat-tools">
            {switcher}
            {node.content ? <CopyButton text={node.content} labels={copyLabels} /> : null}
            {isLast && parent ? (
              <ToolButton
                label={t('actions.regenerate')}
                icon={ReloadOutlined}
                disabled={busy}
                onClick={() => actions.regenerate(parent)}
              />
            ) : null}
            {node.status === 'interrupted' ? <PlainTag>{t('message.interrupted')}</PlainTag> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
});

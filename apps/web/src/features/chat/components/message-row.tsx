import { CheckOutlined, CopyOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, Tooltip } from 'antd';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatNode } from '../lib/conversation-tree.ts';
import { AnswerError } from './answer-error.tsx';
import { BranchSwitcher } from './branch-switcher.tsx';
import { ToolSteps } from './tool-steps.tsx';
import { ChatMarkdown } from './chat-markdown.tsx';

export interface MessageActions {
  regenerate: (userMessageId: string) => void;
  edit: (userMessageId: string, text: string) => void;
  switchBranch: (id: string) => void;
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('actions.copied') : t('actions.copy');
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        aria-label={label}
        onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      />
    </Tooltip>
  );
}

function Typing() {
  const { t } = useTranslation('chat');
  return (
    <span className="rs-chat-typing" role="status" aria-label={t('status.asking')}>
      <i />
      <i />
      <i />
    </span>
  );
}

/**
 * One message of the visible path. Memoised: while an answer streams, only its own row re-renders
 * (the tree keeps untouched nodes and sibling lists identical).
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
}) {
  const { node, siblings, avatar, isLast, busy, streaming, userMarkdown, codeAutoWrap, actions } =
    props;
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState<string | null>(null);
  const isUser = node.role === 'user';
  const switcher = (
    <BranchSwitcher
      siblings={siblings}
      current={node.id}
      onSwitch={actions.switchBranch}
      disabled={busy}
    />
  );

  if (isUser) {
    return (
      <div className="rs-chat-row rs-chat-row-user" data-testid="message-user">
        {draft !== null ? (
          <div className="rs-chat-edit">
            <Input.TextArea
              autoFocus
              autoSize={{ minRows: 2, maxRows: 10 }}
              value={draft}
              aria-label={t('actions.edit')}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Space>
              <Button onClick={() => setDraft(null)}>{t('actions.cancel')}</Button>
              <Button
                type="primary"
                disabled={!draft.trim() || busy}
                onClick={() => {
                  actions.edit(node.id, draft.trim());
                  setDraft(null);
                }}
              >
                {t('actions.saveAndSend')}
              </Button>
            </Space>
          </div>
        ) : (
          <div className="rs-chat-bubble">
            {userMarkdown ? (
              <ChatMarkdown content={node.content} codeAutoWrap={codeAutoWrap} />
            ) : (
              <div className="rs-chat-plain">{node.content}</div>
            )}
          </div>
        )}
        <div className="rs-chat-tools">
          {switcher}
          <CopyButton text={node.content} />
          <Tooltip title={t('actions.edit')}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('actions.edit')}
              disabled={busy}
              onClick={() => setDraft(node.content)}
            />
          </Tooltip>
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
          <ChatMarkdown content={node.content} codeAutoWrap={codeAutoWrap} />
        ) : streaming && !node.toolSteps?.some((s) => s.status === 'running') ? (
          <Typing />
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
            {node.content ? <CopyButton text={node.content} /> : null}
            {isLast && parent ? (
              <Tooltip title={t('actions.regenerate')}>
                <Button
                  size="small"
                  type="text"
                  icon={<ReloadOutlined />}
                  aria-label={t('actions.regenerate')}
                  disabled={busy}
                  onClick={() => actions.regenerate(parent)}
                />
              </Tooltip>
            ) : null}
            {node.status === 'interrupted' ? <Tag>{t('message.interrupted')}</Tag> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
});

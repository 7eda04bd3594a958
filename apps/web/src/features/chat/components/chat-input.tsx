import { ArrowUpOutlined, PauseOutlined } from '@ant-design/icons';
import { ChatLimits } from '@robot/contracts';
import { Badge, Button, Input, Typography } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore, type SendKey } from '../../../stores/preferences-store.ts';
import type { ChatStatus } from '../hooks/use-chat-session.ts';

/** Whether this key press sends, per the sendKey preference. IME composition never sends. */
export function isSendKey(e: KeyboardEvent, sendKey: SendKey): boolean {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.keyCode === 229) return false;
  const ctrl = e.ctrlKey || e.metaKey;
  if (sendKey === 'Enter') return !e.shiftKey && !ctrl && !e.altKey;
  if (sendKey === 'Shift+Enter') return e.shiftKey && !ctrl;
  return ctrl && !e.shiftKey;
}

const statusBadge = { asking: 'processing', queueing: 'warning', idle: 'default' } as const;

/** The auto-growing question box: send-key hint, status label, credits, send or stop. */
export function ChatInput(props: {
  onSend: (text: string) => void;
  onStop: () => void;
  generating: boolean;
  status: ChatStatus;
  /** e.g. the credits left */
  extra?: ReactNode;
  width: number;
}) {
  const { t } = useTranslation('chat');
  const sendKey = usePreferencesStore((s) => s.sendKey);
  const [text, setText] = useState('');
  const hints: Record<SendKey, string> = {
    Enter: t('input.hintEnter'),
    'Shift+Enter': t('input.hintShiftEnter'),
    'Ctrl+Enter': t('input.hintCtrlEnter'),
  };
  const statusText: Record<ChatStatus, string> = {
    asking: t('status.asking'),
    queueing: t('status.queueing'),
    idle: t('status.idle'),
  };

  const send = () => {
    const question = text.trim();
    if (!question || props.generating) return;
    props.onSend(question);
    setText('');
  };

  return (
    <div className="rs-chat-input-wrap">
      <div className="rs-chat-input" style={{ maxWidth: props.width }}>
        <div className="rs-chat-input-box">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (isSendKey(e, sendKey)) {
                e.preventDefault();
                send();
              }
            }}
            autoSize={{ minRows: 1, maxRows: 8 }}
            maxLength={ChatLimits.message}
            placeholder={t('input.placeholder')}
            aria-label={t('input.label')}
            variant="borderless"
          />
          {props.generating ? (
            <Button
              shape="circle"
              icon={<PauseOutlined />}
              aria-label={t('actions.stop')}
              title={t('actions.stop')}
              onClick={props.onStop}
            />
          ) : (
            <Button
              type="primary"
              shape="circle"
              icon={<ArrowUpOutlined />}
              aria-label={t('actions.send')}
              title={t('actions.send')}
              disabled={!text.trim()}
              onClick={send}
            />
          )}
        </div>
        <div className="rs-chat-input-meta">
          <Badge
            className="rs-chat-status"
            status={statusBadge[props.status]}
            text={statusText[props.status]}
          />
          <Typography.Text type="secondary" className="rs-chat-hint">
            {hints[sendKey]}
          </Typography.Text>
          {props.extra}
        </div>
      </div>
    </div>
  );
}

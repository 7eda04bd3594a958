import { ArrowUpOutlined, PauseOutlined } from '@ant-design/icons';
import { ChatLimits } from '@robot/contracts/client';
import { Badge, Button, Input, Typography } from 'antd';
import {
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore, type SendKey } from '../../../stores/preferences-store.ts';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';
import type { ChatStatus } from '../hooks/use-chat-session.ts';
import { loadStreamEvents } from '../lib/stream-chat.ts';
import { loadMarkdown } from './chat-markdown.tsx';

/** Whether this key press sends, per the sendKey preference. IME composition never sends. */
export function isSendKey(e: KeyboardEvent, sendKey: SendKey): boolean {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.keyCode === 229) return false;
  const ctrl = e.ctrlKey || e.metaKey;
  if (sendKey === 'Enter') return !e.shiftKey && !ctrl && !e.altKey;
  if (sendKey === 'Shift+Enter') return e.shiftKey && !ctrl;
  return ctrl && !e.shiftKey;
}

const statusBadge = { asking: 'processing', queueing: 'warning', idle: 'default' } as const;

/** What the chat screen may do to the box from outside. */
export interface ChatInputHandle {
  /** Puts a refused question back, unless the user has typed something else meanwhile. */
  restore(text: string): void;
  /** Empties the box if it still holds `text` (a refused question being retried). */
  clearIf(text: string): void;
}

/**
 * The auto-growing question box: send-key hint, status label, credits, send or stop; above it the
 * model and plugin choice, and the notice of a refused question.
 */
export function ChatInput({
  ref,
  ...props
}: {
  ref?: Ref<ChatInputHandle>;
  /** above the box: the model and plugins */
  toolbar?: ReactNode;
  /** above the box: why the last question was refused */
  notice?: ReactNode;
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
  const box = useRef<HTMLTextAreaElement | null>(null);
  useAutoGrow(box, text);
  useImperativeHandle(
    ref,
    () => ({
      restore: (refused) => setText((now) => (now.trim() ? now : refused)),
      clearIf: (sent) => setText((now) => (now.trim() === sent ? '' : now)),
    }),
    [],
  );
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
        {props.notice}
        {props.toolbar}
        <div className="rs-chat-input-box">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            // the answer will be markdown and a stream: their code loads while the question is written
            onFocus={() => {
              void loadMarkdown();
              void loadStreamEvents().catch(() => {});
            }}
            onKeyDown={(e) => {
              if (isSendKey(e, sendKey)) {
                e.preventDefault();
                send();
              }
            }}
            ref={(r) => {
              box.current = r?.resizableTextArea?.textArea ?? null;
            }}
            rows={1}
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

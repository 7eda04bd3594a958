import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { ChatLimits } from '@robot/contracts/client';
import {
  memo,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { usePreferencesStore, type SendKey } from '../../../stores/preferences-store.ts';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';
import type { ChatStatus } from '../hooks/use-chat-session.ts';
import { loadStreamEvents } from '../lib/stream-chat.ts';
import { loadMarkdown } from './chat-markdown.tsx';
import { LengthCount, LimitNote, usePasteCut } from './input-limit.tsx';
import './chat-input.css';

/** Whether this key press sends, per the sendKey preference. IME composition never sends. */
export function isSendKey(e: KeyboardEvent, sendKey: SendKey): boolean {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.keyCode === 229) return false;
  const ctrl = e.ctrlKey || e.metaKey;
  if (sendKey === 'Enter') return !e.shiftKey && !ctrl && !e.altKey;
  if (sendKey === 'Shift+Enter') return e.shiftKey && !ctrl;
  return ctrl && !e.shiftKey;
}

/** What the chat screen may do to the box from outside. */
export interface ChatInputHandle {
  /** Puts a refused question back, unless the user has typed something else meanwhile. */
  restore(text: string): void;
  /** Empties the box if it still holds `text` (a refused question being retried). */
  clearIf(text: string): void;
  /** Puts the keyboard in the box. */
  focus(): void;
}

/**
 * The auto-growing question box: send-key hint, status label, credits, send or stop; above it the
 * model and plugin choice, and the notice of a refused question. Memoised: the chat screen is drawn
 * again with each piece of a streamed answer, the box only when its own props change.
 */
export const ChatInput = memo(function ChatInput({
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
  const paste = usePasteCut(text);
  const box = useRef<HTMLTextAreaElement | null>(null);
  useAutoGrow(box, text);
  // Send and stop are one button. When an answer ends (stopped, or done) it becomes a send button
  // disabled by the empty box, and a disabled button drops the focus to the page's start: a keyboard
  // user who had tabbed to it is brought back to the box instead (not a mouse or a finger: a phone
  // would open its keyboard over the answer).
  const keyboardOnButton = useRef(false);
  useLayoutEffect(() => {
    if (!props.generating && keyboardOnButton.current) {
      keyboardOnButton.current = false;
      box.current?.focus();
    }
  }, [props.generating]);
  const buttonFocus = {
    onFocus: (e: FocusEvent<HTMLButtonElement>) => {
      keyboardOnButton.current = e.currentTarget.matches(':focus-visible');
    },
    onBlur: () => {
      keyboardOnButton.current = false;
    },
  };
  useImperativeHandle(
    ref,
    () => ({
      restore: (refused) => setText((now) => (now.trim() ? now : refused)),
      clearIf: (sent) => setText((now) => (now.trim() === sent ? '' : now)),
      focus: () => box.current?.focus(),
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
          <textarea
            ref={box}
            className="rs-chat-input-text"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              paste.changed(e.target.value);
            }}
            onPaste={paste.onPaste}
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
            rows={1}
            maxLength={ChatLimits.message}
            placeholder={t('input.placeholder')}
            aria-label={t('input.label')}
          />
          {props.generating ? (
            <PlainButton
              variant="default"
              shape="circle"
              icon={<Icon icon={PauseOutlined} />}
              aria-label={t('actions.stop')}
              title={t('actions.stop')}
              onClick={props.onStop}
              {...buttonFocus}
            />
          ) : (
            <PlainButton
              variant="primary"
              shape="circle"
              icon={<Icon icon={ArrowUpOutlined} />}
              aria-label={t('actions.send')}
              title={t('actions.send')}
              disabled={!text.trim()}
              onClick={send}
              {...buttonFocus}
            />
          )}
        </div>
        <LimitNote length={text.length} max={ChatLimits.message} cut={paste.cut} />
        <div className="rs-chat-input-meta">
          {/* antd's Badge with a status dot, drawn in CSS (chat-input.css) */}
          <span className={`rs-chat-status rs-chat-status--${props.status}`}>
            <span className="rs-chat-status__dot" />
            <span className="rs-chat-status__text">{statusText[props.status]}</span>
          </span>
          <span className="rs-chat-secondary rs-chat-hint">{hints[sendKey]}</span>
          {props.extra}
          <LengthCount length={text.length} max={ChatLimits.message} />
        </div>
      </div>
    </div>
  );
});

import { ChatLimits } from '@robot/contracts/client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';
import { LengthCount, LimitNote, usePasteCut } from './input-limit.tsx';

/**
 * A question being edited, in place of its bubble: the text in a box that grows from two to ten
 * lines (then scrolls), cancel (also Escape, from the box or its buttons), and save-and-send
 * (disabled while empty or while an answer streams). Held to the question box's limit, with its count
 * and note: the edited question is sent as a new one, which the server refuses past the limit (a
 * question longer than it from before the limit, kept whole in the box, cannot be sent until cut).
 */
export function MessageEdit(props: {
  initial: string;
  busy: boolean;
  onCancel: () => void;
  /** `tapped`: by a finger or a pen (not a mouse, not the keyboard) */
  onSave: (text: string, tapped: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState(props.initial);
  const paste = usePasteCut(draft);
  const box = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(box, draft);
  const text = draft.trim();
  const max = ChatLimits.message;
  return (
    <div
      className="rs-chat-edit"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
          e.preventDefault();
          props.onCancel();
        }
      }}
    >
      <div className="rs-chat-edit-field">
        <textarea
          ref={box}
          className="rs-chat-field rs-chat-edit-box"
          // the user asked to edit: the box takes the focus, as antd's autoFocus did
          autoFocus
          rows={2}
          maxLength={max}
          value={draft}
          aria-label={t('actions.edit')}
          onChange={(e) => {
            setDraft(e.target.value);
            paste.changed(e.target.value);
          }}
          onPaste={paste.onPaste}
        />
        <LimitNote length={draft.length} max={max} cut={paste.cut} />
      </div>
      <div className="rs-chat-edit-actions">
        <LengthCount length={draft.length} max={max} />
        <PlainButton variant="default" onClick={props.onCancel}>
          {t('actions.cancel')}
        </PlainButton>
        <PlainButton
          variant="primary"
          disabled={!text || text.length > max || props.busy}
          onClick={(e) => {
            const pointer = (e.nativeEvent as Partial<PointerEvent>).pointerType;
            props.onSave(text, pointer === 'touch' || pointer === 'pen');
          }}
        >
          {t('actions.saveAndSend')}
        </PlainButton>
      </div>
    </div>
  );
}

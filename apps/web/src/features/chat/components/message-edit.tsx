import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';

/**
 * A question being edited, in place of its bubble: the text in a box that grows from two to ten
 * lines (then scrolls), cancel (also Escape, from the box or its buttons), and save-and-send
 * (disabled while empty or while an answer streams).
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
  const box = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(box, draft);
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
      <textarea
        ref={box}
        className="rs-chat-field rs-chat-edit-box"
        // the user asked to edit: the box takes the focus, as antd's autoFocus did
        autoFocus
        rows={2}
        value={draft}
        aria-label={t('actions.edit')}
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="rs-chat-edit-actions">
        <PlainButton variant="default" onClick={props.onCancel}>
          {t('actions.cancel')}
        </PlainButton>
        <PlainButton
          variant="primary"
          disabled={!draft.trim() || props.busy}
          onClick={(e) => {
            const pointer = (e.nativeEvent as Partial<PointerEvent>).pointerType;
            props.onSave(draft.trim(), pointer === 'touch' || pointer === 'pen');
          }}
        >
          {t('actions.saveAndSend')}
        </PlainButton>
      </div>
    </div>
  );
}

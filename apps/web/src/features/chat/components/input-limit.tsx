import { useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './input-limit.css';

/** From this share of the limit on, the box shows how many characters it holds. */
const COUNT_FROM = 0.9;

/** Line ends as a textarea keeps them (a pasted CR LF counts as one character). */
const asTyped = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * Whether pasting `pasted` over the box's selection goes past its maxLength: the browser then keeps
 * what fits and drops the rest without a word.
 */
export function pasteOverflows(box: HTMLTextAreaElement, pasted: string): boolean {
  if (box.maxLength < 0) return false;
  const kept = box.value.length - (box.selectionEnd - box.selectionStart);
  return kept + asTyped(pasted).length > box.maxLength;
}

/**
 * A box with a maxLength (the question box, the edit box) whose paste may be cut: `onPaste` and
 * `changed` (called with the box's new value) go on the box; `cut` says, for as long as the text the
 * browser left stays as it is, that a paste went past the limit and only what fits was kept.
 */
export function usePasteCut(text: string) {
  const pasteCut = useRef(false);
  const [cutText, setCutText] = useState<string | null>(null);
  return {
    cut: text === cutText,
    onPaste: (e: ClipboardEvent<HTMLTextAreaElement>) => {
      pasteCut.current = pasteOverflows(e.currentTarget, e.clipboardData.getData('text/plain'));
    },
    changed: (value: string) => {
      if (pasteCut.current) setCutText(value);
      pasteCut.current = false;
    },
  };
}

/** In the line under the box, near the limit: how many characters it holds (seen, not read out). */
export function LengthCount(props: { length: number; max: number }) {
  const { i18n } = useTranslation('chat');
  const { length, max } = props;
  if (length < max * COUNT_FROM) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <span
      className={`rs-chat-secondary rs-chat-input-count${length >= max ? ' is-full' : ''}`}
      data-testid="question-length"
    >
      {number.format(length)} / {number.format(max)}
    </span>
  );
}

/**
 * Under the box, at the limit: what the limit is, and that a paste was cut to it. A live region, read
 * out once as the note appears (not at each key pressed against the limit); it stays on the page,
 * empty, so that what it then says is heard.
 */
export function LimitNote(props: { length: number; max: number; cut: boolean }) {
  const { t, i18n } = useTranslation('chat');
  // formatted only when shown: the box draws again with each piece of a streamed answer
  const max = () => new Intl.NumberFormat(i18n.language).format(props.max);
  return (
    <div className="rs-chat-input-limit" role="status">
      {props.length >= props.max ? (
        <span>{t(props.cut ? 'input.limitCut' : 'input.limitReached', { max: max() })}</span>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { imageProblem, type FileProblem } from '../../../lib/uploads/file-checks.ts';
import { useImageUpload } from '../../../lib/uploads/use-image-upload.ts';
import { fitsWithin, imageMarkdown } from './markdown-image.ts';

interface Range {
  start: number;
  end: number;
}

/**
 * Uploads a chosen image (the covers' signature flow and file rules) and writes `![name](url)` over
 * the text area's selection. The text is the field's `text`; `textArea` answers the element while it
 * is shown (on a phone it may be behind Preview).
 */
export function useImageInsertion({
  text,
  max,
  onChange,
  textArea,
}: {
  text: string;
  max: number;
  onChange?: (value: string) => void;
  textArea: () => HTMLTextAreaElement | null;
}) {
  const { t } = useTranslation(['directoryForm', 'robotForm', 'validation']);
  const { message } = useFeedback();
  // The upload ends after renders that changed the text: it must read the field as it is then.
  const latest = useRef({ text, onChange, textArea });
  useEffect(() => {
    latest.current = { text, onChange, textArea };
  });
  const chosenAt = useRef<Range | null>(null);
  const fileName = useRef('');
  const caret = useRef<number | null>(null);

  /** Where the image goes: the selection now, else (text area hidden) the one it had when chosen. */
  const range = useCallback((): Range => {
    const el = latest.current.textArea();
    if (el) return { start: el.selectionStart, end: el.selectionEnd };
    const length = latest.current.text.length;
    const at = chosenAt.current ?? { start: length, end: length };
    return { start: Math.min(at.start, length), end: Math.min(at.end, length) };
  }, []);

  const fits = useCallback(
    (markdown: string) => {
      const { start, end } = range();
      if (fitsWithin(latest.current.text, start, end, markdown, max)) return true;
      void message.error(t('editor.imageTooLong', { max }));
      return false;
    },
    [range, max, message, t],
  );

  const insert = useCallback(
    (url: string): boolean => {
      const markdown = imageMarkdown(fileName.current, url);
      if (!fits(markdown)) return false;
      const { start, end } = range();
      const el = latest.current.textArea();
      if (el) {
        el.focus();
        el.setSelectionRange(start, end);
        // Typed in by the browser, the insertion is one step of the text area's own undo history.
        // (execCommand is deprecated but has no successor for this; jsdom lacks it.)
        if (typeof document.execCommand === 'function') {
          if (document.execCommand('insertText', false, markdown)) return true;
        }
      }
      const { text: now, onChange: change } = latest.current;
      caret.current = start + markdown.length;
      change?.(now.slice(0, start) + markdown + now.slice(end));
      return true;
    },
    [fits, range],
  );

  // After a fallback insertion renders, the caret goes after the image, as if it had been typed.
  useEffect(() => {
    const el = textArea();
    if (caret.current === null || !el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text, textArea]);

  const { upload, percent, uploading } = useImageUpload(insert, {
    success: t('editor.imageInserted'),
    fail: t('upload.fail'),
    refused: (problem: FileProblem) => t(problem),
  });

  /** Before the picker opens: remember the selection, in case the text area is hidden meanwhile. */
  const remember = useCallback(() => {
    const el = latest.current.textArea();
    chosenAt.current = el ? { start: el.selectionStart, end: el.selectionEnd } : null;
  }, []);

  const choose = useCallback(
    (file: File) => {
      fileName.current = file.name;
      // Nothing to send when even the shortest address would not fit (the file rules speak first).
      if (!imageProblem(file) && !fits(imageMarkdown(file.name, ''))) return;
      void upload(file);
    },
    [fits, upload],
  );

  return { remember, choose, percent, uploading };
}

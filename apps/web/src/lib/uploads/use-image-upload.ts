import { useCallback, useEffect, useRef, useState } from 'react';
import { errorReason } from '../api/index.ts';
import { imageContentType, imageProblem, type FileProblem } from './file-checks.ts';
import { uploadImage } from './upload-image.ts';
import { useFeedback } from '../feedback.ts';

/** What the upload says, in the words of the form that uses it. */
export interface ImageUploadTexts {
  success: string;
  fail: string;
  /** why a chosen file is refused before anything is sent */
  refused: (problem: FileProblem) => string;
}

/**
 * Checks a chosen image, uploads it through the signature flow with progress, and hands the stored
 * address to `onUploaded`. Refused files never leave the browser. `onUploaded` answers false when it
 * could not use the image and said why itself: then no success toast contradicts it.
 */
export function useImageUpload(
  onUploaded: (url: string) => boolean | void,
  texts: ImageUploadTexts,
) {
  const { message } = useFeedback();
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const latestTexts = useRef(texts);
  useEffect(() => {
    latestTexts.current = texts;
  });

  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const words = latestTexts.current;
      const problem = imageProblem(file);
      if (problem) {
        void message.error(words.refused(problem));
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPercent(0);
      try {
        const url = await uploadImage(file, imageContentType(file), {
          onProgress: setPercent,
          signal: controller.signal,
          // The upload's own toast names what failed; a 10401 opens the 'login expired' dialog.
          inline: (error) => {
            void message.error(`${words.fail} · ${errorReason(error)}`);
            return true;
          },
        });
        if (onUploaded(url) !== false) void message.success(words.success);
      } catch {
        // Cancelled, or already shown by the transport.
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setPercent(null);
        }
      }
    },
    [message, onUploaded],
  );

  return { upload, percent, uploading: percent !== null };
}

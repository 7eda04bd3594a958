import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason } from '../../../lib/api/index.ts';
import { uploadImage } from '../api/upload-image.ts';
import { imageContentType, imageProblem } from './file-checks.ts';

/**
 * Checks a chosen portrait, uploads it through the signature flow with progress, and hands the
 * stored address to `onUploaded`. Refused files never leave the browser.
 */
export function usePortraitUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation(['robotForm', 'validation']);
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const problem = imageProblem(file);
      if (problem) {
        void message.error(t(problem));
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
            void message.error(`${t('upload.fail')} · ${errorReason(error)}`);
            return true;
          },
        });
        onUploaded(url);
        void message.success(t('upload.success'));
      } catch {
        // Cancelled, or already shown by the transport.
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setPercent(null);
        }
      }
    },
    [message, t, onUploaded],
  );

  return { upload, percent, uploading: percent !== null };
}

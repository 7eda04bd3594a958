import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { showLoginExpiredDialog } from '../../../lib/api/login-expired.ts';
import { ErrorCode } from '@robot/contracts';
import { uploadImage } from '../api/upload-image.ts';
import { imageContentType, imageProblem } from './file-checks.ts';
import { errorReason } from './report-error.ts';

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
        });
        onUploaded(url);
        void message.success(t('upload.success'));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === ErrorCode.invalidToken) showLoginExpiredDialog();
        else void message.error(`${t('upload.fail')} · ${errorReason(error)}`);
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

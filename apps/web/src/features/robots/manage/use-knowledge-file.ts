import { FileLimits } from '@robot/contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, isApiError } from '../../../lib/api/index.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { extractFile } from '../api/extract-file.ts';
import { documentKind, documentProblem } from '../../../lib/uploads/file-checks.ts';
import { readUtf8Text } from './read-text-file.ts';

export type KnowledgeState =
  | { phase: 'idle' }
  | { phase: 'reading'; name: string }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'extracting'; name: string }
  | { phase: 'done'; name: string; chars: number }
  | { phase: 'error'; message: string };

/**
 * Turns a knowledge file into text for the knowledge base: UTF-8 text files are read here; pdf, docx
 * and text in other encodings go to POST /api/extract/file (upload progress, then 'extracting').
 */
export function useKnowledgeFile(onText: (text: string) => void) {
  const { t } = useTranslation(['robotForm', 'validation']);
  const [state, setState] = useState<KnowledgeState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const accept = useCallback(
    (name: string, text: string) => {
      if (text.length > FileLimits.textMax) {
        setState({ phase: 'error', message: translateKey('errors.textTooLong') });
        return;
      }
      onText(text);
      setState({ phase: 'done', name, chars: text.length });
    },
    [onText],
  );

  const choose = useCallback(
    async (file: File) => {
      const problem = documentProblem(file);
      if (problem) {
        setState({ phase: 'error', message: t(problem) });
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const name = file.name;
      try {
        if (documentKind(file) === 'txt') {
          setState({ phase: 'reading', name });
          const text = await readUtf8Text(file);
          if (controller.signal.aborted) return;
          if (text !== null) {
            accept(name, text);
            return;
          }
        }
        setState({ phase: 'uploading', name, percent: 0 });
        const result = await extractFile(file, {
          signal: controller.signal,
          // The status line names what failed; a 10401 opens the 'login expired' dialog.
          inline: () => true,
          onProgress: (percent) =>
            setState(
              percent >= 100
                ? { phase: 'extracting', name }
                : { phase: 'uploading', name, percent },
            ),
        });
        if (controller.signal.aborted) return;
        accept(name, result.content);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({
          phase: 'error',
          message: isApiError(error) ? errorReason(error) : t('knowledge.readFailed'),
        });
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [accept, t],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, choose, reset };
}

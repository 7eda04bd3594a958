import { isApiError } from '../lib/api/api-error.ts';
import { translateKey } from '../lib/i18n/translate-key.ts';
import { RetryButton } from './retry-button.tsx';
import { StateBox } from './state-box.tsx';

/**
 * A list whose read failed, inside its page: what happened (the server's message in the user's
 * language, or `texts.unknown` when the server was not reached) and a retry, announced as an alert.
 */
export function ReadErrorBox({
  error,
  retrying,
  onRetry,
  texts,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  texts: { title: string; unknown: string; retry: string };
}) {
  return (
    <StateBox
      role="alert"
      title={texts.title}
      text={isApiError(error) ? translateKey(error.msg) : texts.unknown}
      actions={
        <RetryButton loading={retrying} onClick={onRetry}>
          {texts.retry}
        </RetryButton>
      }
    />
  );
}

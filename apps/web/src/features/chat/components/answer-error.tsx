import { ErrorCode } from '@robot/contracts/client';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';

/**
 * The inline card of an answer that failed: the model is not configured (10503) or failed (10502).
 * A model marked degraded (failing lately) gets a hint to pick another one, when there is another
 * one to pick (with a single model the picker is not shown, and the hint would point at nothing).
 */
export function AnswerError({
  code,
  degraded = false,
  onRetry,
}: {
  code: number | null;
  degraded?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('chat');
  const models = useChatModelsQuery().data;
  const another = degraded && !!models && !models.offline && models.models.length > 1;
  const notConfigured = code === ErrorCode.unavailable;
  const title = notConfigured
    ? t('answerError.notConfiguredTitle')
    : code === ErrorCode.upstreamFailed
      ? t('answerError.failedTitle')
      : t('answerError.networkTitle');
  const description = notConfigured
    ? t('answerError.notConfiguredText')
    : code === ErrorCode.upstreamFailed
      ? t('answerError.failedText')
      : t('answerError.networkText');
  return (
    <PlainAlert
      className="rs-chat-answer-error"
      type={notConfigured ? 'warning' : 'error'}
      title={title}
      description={
        another ? (
          <>
            {description}
            <br />
            {t('answerError.degradedHint')}
          </>
        ) : (
          description
        )
      }
      action={
        onRetry ? (
          <PlainButton variant="default" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </PlainButton>
        ) : undefined
      }
    />
  );
}

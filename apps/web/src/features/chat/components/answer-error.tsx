import { ErrorCode } from '@robot/contracts/client';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { ChatAlert } from './chat-alert.tsx';

/**
 * The inline card of an answer that failed: the model is not configured (10503) or failed (10502).
 * A model marked degraded (failing lately) gets a hint to pick another one.
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
    <ChatAlert
      className="rs-chat-answer-error"
      type={notConfigured ? 'warning' : 'error'}
      title={title}
      description={
        degraded ? (
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

import { ErrorCode } from '@robot/contracts/client';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

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
    <Alert
      className="rs-chat-answer-error"
      type={notConfigured ? 'warning' : 'error'}
      showIcon
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
          <Button size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

import { ErrorCode } from '@robot/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The inline card of an answer that failed: the model is not configured (10503) or failed (10502). */
export function AnswerError({ code, onRetry }: { code: number | null; onRetry?: () => void }) {
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
      description={description}
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

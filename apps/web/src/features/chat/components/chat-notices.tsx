import { ErrorCode } from '@robot/contracts';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { useCreditsQuery } from '../api/get-credits.ts';
import type { Refusal } from '../hooks/use-chat-session.ts';

/** 'No AI model is configured': the built-in offline responder answers. */
export function OfflineBanner() {
  const { t } = useTranslation('chat');
  const { data } = useChatModelsQuery();
  if (!data?.offline) return null;
  return <Alert type="info" showIcon banner closable title={t('offline.banner')} />;
}

/** The credits left, when this server counts them and a model answers (offline answers are free). */
export function CreditsLabel() {
  const { t } = useTranslation('chat');
  const { data } = useCreditsQuery();
  const offline = useChatModelsQuery().data?.offline ?? false;
  if (!data?.enabled || offline) return null;
  return (
    <Typography.Text type="secondary" className="rs-chat-credits">
      {t('credits.balance', { count: data.balance })}
    </Typography.Text>
  );
}

/** A question the server refused before answering: why, and a retry. */
export function RefusalCard({
  refusal,
  onRetry,
  onDismiss,
}: {
  refusal: Refusal;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('chat');
  const credits = useCreditsQuery().data;
  const { code } = refusal;
  const title =
    code === ErrorCode.creditsNotEnough
      ? t('refusal.creditsTitle')
      : code === ErrorCode.tooManyRequests
        ? t('refusal.queueTitle')
        : translateKey(refusal.msg);
  const description =
    code === ErrorCode.creditsNotEnough
      ? t('refusal.creditsText', { count: credits?.balance ?? 0 })
      : code === ErrorCode.tooManyRequests
        ? t('refusal.queueText')
        : undefined;
  return (
    <Alert
      className="rs-chat-refusal"
      type={code === ErrorCode.tooManyRequests ? 'warning' : 'error'}
      showIcon
      role="alert"
      title={title}
      description={description}
      action={
        <Space direction="vertical" size={6}>
          <Button size="small" type="primary" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
          <Button size="small" type="text" onClick={onDismiss}>
            {t('actions.dismiss')}
          </Button>
        </Space>
      }
    />
  );
}

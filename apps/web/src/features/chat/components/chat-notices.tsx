import { ErrorCode, ErrorKey } from '@robot/contracts/client';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { useCreditsQuery } from '../api/get-credits.ts';
import type { Refusal } from '../hooks/use-chat-session.ts';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';

/**
 * 'No AI model is configured': the built-in offline responder answers. A standing notice, not news,
 * so a status rather than an alert; closable for this visit. Memoised, as the credits label: the chat
 * screen draws again with each piece of a streamed answer (decision 060).
 */
export const OfflineBanner = memo(function OfflineBanner() {
  const { t } = useTranslation(['chat', 'common']);
  const { data } = useChatModelsQuery();
  const [closed, setClosed] = useState(false);
  if (!data?.offline || closed) return null;
  return (
    <PlainAlert
      type="info"
      banner
      role="status"
      title={t('offline.banner')}
      onClose={() => setClosed(true)}
      closeLabel={t('common:actions.close')}
    />
  );
});

/** The credits left, when this server counts them and a model answers (offline answers are free). */
export const CreditsLabel = memo(function CreditsLabel() {
  const { t } = useTranslation('chat');
  const { data } = useCreditsQuery();
  const offline = useChatModelsQuery().data?.offline ?? false;
  if (!data?.enabled || offline) return null;
  return (
    <span className="rs-chat-secondary rs-chat-credits">
      {t('credits.balance', { count: data.balance })}
    </span>
  );
});

/**
 * Refusals that a retry cannot fix: a limit of the account, a model it may not use, or a
 * conversation grown too long to go on (a new one can).
 */
const lasting = (refusal: Refusal) =>
  ((refusal.code === ErrorCode.invalidInput ||
    refusal.code === ErrorCode.forbidden ||
    refusal.code === ErrorCode.tooManyRequests) &&
    refusal.msg !== ErrorKey.tooManyRequests) ||
  refusal.msg === ErrorKey.conversationTooLong;

/**
 * A question the server refused before answering, shown over the question box: why, and a retry
 * when waiting or topping up can help, or a new conversation when this one is too long to go on.
 * The question itself is put back in the box.
 */
export function RefusalCard({
  refusal,
  onRetry,
  onStartNew,
  onDismiss,
}: {
  refusal: Refusal;
  onRetry: () => void;
  /** a new conversation, the question still in the box */
  onStartNew: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('chat');
  const credits = useCreditsQuery().data;
  const { code } = refusal;
  const queue = refusal.msg === ErrorKey.tooManyRequests;
  const title =
    code === ErrorCode.creditsNotEnough
      ? t('refusal.creditsTitle')
      : queue
        ? t('refusal.queueTitle')
        : translateKey(refusal.msg);
  const kept = refusal.turn.userText ? t('refusal.draftKept') : undefined;
  const description =
    code === ErrorCode.creditsNotEnough
      ? t('refusal.creditsText', { count: credits?.balance ?? 0 })
      : queue
        ? t('refusal.queueText')
        : kept;
  const canRetry = !lasting(refusal);
  const tooLong = refusal.msg === ErrorKey.conversationTooLong;
  return (
    <PlainAlert
      className="rs-chat-refusal"
      type={queue || lasting(refusal) ? 'warning' : 'error'}
      title={title}
      description={description}
      action={
        <div className="rs-plain-alert__stack">
          {canRetry ? (
            <PlainButton size="small" variant="primary" onClick={onRetry}>
              {t('actions.retry')}
            </PlainButton>
          ) : null}
          {tooLong ? (
            <PlainButton size="small" variant="primary" onClick={onStartNew}>
              {t('history.new')}
            </PlainButton>
          ) : null}
          <PlainButton size="small" onClick={onDismiss}>
            {t('actions.dismiss')}
          </PlainButton>
        </div>
      }
    />
  );
}

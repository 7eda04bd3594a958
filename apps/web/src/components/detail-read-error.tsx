import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { ErrorCode } from '@robot/contracts/client';
import { isApiError } from '../lib/api/api-error.ts';
import { translateKey } from '../lib/i18n/translate-key.ts';
import { EmptyIllustration } from './illustrations/empty-illustration.tsx';
import { NotFoundIllustration } from './illustrations/not-found-illustration.tsx';
import { Icon } from './plain/icon.tsx';
import { PlainButton } from './plain/plain-button.tsx';
import { RetryButton } from './retry-button.tsx';
import { StatusPage } from './status-page.tsx';

export interface DetailReadErrorTexts {
  notFoundTitle: string;
  notFoundText: string;
  /** the way to the list the item belongs to */
  toList: string;
  failedTitle: string;
  /** said when the failure is not the server's (no error key to translate) */
  unknown: string;
  retry: string;
}

/**
 * A detail page whose item could not be read. Missing, hidden or someone else's private one (10404),
 * or an address that names none (10400): a not-found state with the way to the list, not a toast.
 * Any other failure: the server's message in the user's language and a retry.
 */
export function DetailReadError({
  error,
  retrying,
  onRetry,
  onToList,
  texts,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  onToList: () => void;
  texts: DetailReadErrorTexts;
}) {
  if (
    isApiError(error) &&
    (error.code === ErrorCode.notFound || error.code === ErrorCode.invalidInput)
  ) {
    return (
      <StatusPage
        illustration={<NotFoundIllustration size={240} />}
        title={texts.notFoundTitle}
        description={texts.notFoundText}
        actions={
          <PlainButton
            variant="primary"
            size="large"
            icon={<Icon icon={AppstoreOutlined} />}
            onClick={onToList}
          >
            {texts.toList}
          </PlainButton>
        }
      />
    );
  }
  return (
    <StatusPage
      illustration={<EmptyIllustration size={200} />}
      title={texts.failedTitle}
      description={isApiError(error) ? translateKey(error.msg) : texts.unknown}
      actions={
        <RetryButton loading={retrying} onClick={onRetry}>
          {texts.retry}
        </RetryButton>
      }
    />
  );
}

import type { DirectoryKind } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { ReadErrorBox } from '../../../components/read-error-box.tsx';
import { StateBox } from '../../../components/state-box.tsx';

/** Nothing found: with a keyword, offer to clear it; in a category, offer to show them all. */
export function ListEmpty({
  kind,
  keyword,
  filtered,
  onClearSearch,
  onShowAll,
}: {
  kind: DirectoryKind;
  keyword: string;
  filtered: boolean;
  onClearSearch: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('directories');
  return (
    <StateBox
      title={keyword ? t('empty.noMatchTitle', { keyword }) : t(`${kind}.emptyTitle`)}
      text={keyword ? t('empty.noMatchText') : t(`${kind}.emptyText`)}
      actions={
        keyword ? (
          <PlainButton variant="primary" size="large" onClick={onClearSearch}>
            {t('empty.clearSearch')}
          </PlainButton>
        ) : filtered ? (
          <PlainButton variant="default" size="large" onClick={onShowAll}>
            {t('empty.showAll')}
          </PlainButton>
        ) : null
      }
    />
  );
}

/** The search failed: say what happened and offer to try again. */
export function ListError({
  kind,
  error,
  onRetry,
  retrying,
}: {
  kind: DirectoryKind;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('directories');
  return (
    <ReadErrorBox
      error={error}
      retrying={retrying}
      onRetry={onRetry}
      texts={{
        title: t(`${kind}.errorTitle`),
        unknown: t('error.unknown'),
        retry: t('error.retry'),
      }}
    />
  );
}

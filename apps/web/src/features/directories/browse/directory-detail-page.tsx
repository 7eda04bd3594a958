import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { ErrorKey, type DirectoryKind, type ErrorKeyValue } from '@robot/contracts/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  loadMarkdownAfterPaint,
  useMarkdownLoaded,
} from '../../../components/markdown/lazy-markdown.tsx';
import { DetailReadError } from '../../../components/detail-read-error.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { SkeletonBlock, SkeletonParagraph } from '../../../components/plain/skeleton.tsx';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { UiTiming } from '../../../lib/ui-timing.ts';
import { useGoBack } from '../../../lib/use-go-back.ts';
import { useDirectoryCategories } from '../api/get-categories.ts';
import { useDirectoryItemQuery } from '../api/get-item.ts';
import { useWatchOnOpen } from '../api/watch-item.ts';
import { kinds } from '../kinds.ts';
import { DirectoryDetailView } from './directory-detail-view.tsx';
import './directory-detail.css';

const notFoundKey: Record<DirectoryKind, ErrorKeyValue> = {
  aitool: ErrorKey.aiToolNotFound,
  article: ErrorKey.articleNotFound,
  xky: ErrorKey.xkyNotFound,
};

function DetailSkeleton() {
  return (
    // data-rs-wait: while the first read is on its way, the app shell (which drew the page's head
    // from the same read) stays in front of this (build/app-shell-style.ts)
    <div aria-busy className="rs-dir-skeleton" data-rs-wait="">
      <div className="rs-dir-panel">
        <div className="rs-dir-skeleton__head">
          <SkeletonBlock shape="square" width={96} />
          <div className="rs-dir-skeleton__rows">
            <SkeletonParagraph />
          </div>
        </div>
      </div>
      <div className="rs-dir-panel">
        <SkeletonParagraph title={false} rows={6} />
      </div>
    </div>
  );
}

/**
 * /…-info/{uuid} (in the app, full header) and /…-detail/{uuid} (the public share page, simplified
 * header) of an AI tool, article or industry application. An article or industry application counts
 * a view once when it opens (an AI tool when its site is visited). A missing or hidden item (10404)
 * gets the kind's not-found state, not a toast.
 */
export function DirectoryDetailPage({
  kind,
  variant,
}: {
  kind: DirectoryKind;
  variant: 'info' | 'share';
}) {
  const { t } = useTranslation(['directories', 'common']);
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const k = kinds[kind];
  const query = useDirectoryItemQuery(kind, uuid);
  // the text's renderer is not in the page's code: asked once the page's first frame is painted
  // (while the item may still be read), so it competes with nothing that frame needs
  useEffect(loadMarkdownAfterPaint, []);
  // Asked beside the item, and waited for a moment: the item's category tags arriving after it would
  // push everything under them down a line (a layout shift). Failed or late, they are left out.
  const categories = useDirectoryCategories(kind);
  const [namesLate, setNamesLate] = useState(false);
  const waitingForNames = categories.isPending && categories.failureCount === 0 && !namesLate;
  useEffect(() => {
    if (!query.isSuccess || !waitingForNames) return;
    const timer = window.setTimeout(() => setNamesLate(true), UiTiming.categoryNamesWaitMs);
    return () => window.clearTimeout(timer);
  }, [query.isSuccess, waitingForNames]);
  useWatchOnOpen(kind, uuid, kind !== 'aitool' && query.isSuccess);
  // the link under the text comes with the text: under its skeleton, it would move when the text
  // replaced it (a layout shift in the first screen of a short item)
  const textReady = useMarkdownLoaded(query.isSuccess, { afterPaint: true });

  const back = useGoBack(k.listPath);

  if (query.isError) {
    return (
      <DetailReadError
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
        onToList={() => void navigate(k.listPath)}
        texts={{
          notFoundTitle: translateKey(notFoundKey[kind]),
          notFoundText: t('detail.notFoundText'),
          toList: t(`${kind}.toList`),
          failedTitle: t('error.detailTitle'),
          unknown: t('error.unknown'),
          retry: t('error.retry'),
        }}
      />
    );
  }

  return (
    <div className="rs-dir-page">
      {variant === 'info' ? (
        <PlainButton
          icon={<Icon icon={ArrowLeftOutlined} />}
          onClick={back}
          className="rs-dir-page__back"
        >
          {t('common:actions.goBack')}
        </PlainButton>
      ) : null}
      {query.isPending || waitingForNames ? (
        <DetailSkeleton />
      ) : (
        <DirectoryDetailView kind={kind} item={query.data} />
      )}
      {variant === 'share' && query.isSuccess && textReady ? (
        <div className="rs-dir-page__more">
          <Link to={k.listPath}>{t(`${kind}.exploreMore`)}</Link>
        </div>
      ) : null}
    </div>
  );
}

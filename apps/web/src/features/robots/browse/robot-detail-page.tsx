import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailReadError } from '../../../components/detail-read-error.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { SkeletonBlock, SkeletonParagraph } from '../../../components/plain/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useGoBack } from '../../../lib/use-go-back.ts';
import { useRobotSimpleQuery } from '../api/get-robot-simple.ts';
import { RobotDetailView } from './robot-detail-view.tsx';
import { useDeletedRedirect } from './use-deleted-redirect.ts';
import './robot-detail.css';

function DetailSkeleton() {
  return (
    // data-rs-wait: while the first read is on its way, the app shell (which drew the page's head
    // from the same read) stays in front of this (build/app-shell-style.ts)
    <div aria-busy className="rs-robot-detail-skeleton" data-rs-wait="">
      <div className="rs-robot-detail-skeleton__head">
        <SkeletonBlock shape="square" width={112} />
        <div className="rs-robot-detail-skeleton__about rs-robot-detail-skeleton__rows">
          <SkeletonParagraph />
        </div>
      </div>
      <div className="rs-robot-detail-skeleton__foot">
        <SkeletonParagraph title={false} rows={2} />
      </div>
    </div>
  );
}

/**
 * /robot-info/{uuid} (in the app, full header) and /robot-detail/{uuid} (the public share page,
 * simplified header): the same robot, fetched once per visit. A robot that does not exist or is
 * someone else's private one (10404) gets a not-found state, not a toast.
 */
export function RobotDetailPage({ variant }: { variant: 'info' | 'share' }) {
  const { t } = useTranslation(['robots', 'common']);
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const query = useRobotSimpleQuery(uuid);
  useDeletedRedirect(uuid);

  const backToSquare = useGoBack(paths.robotList);

  if (query.isError) {
    return (
      <DetailReadError
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
        onToList={() => void navigate(paths.robotList)}
        texts={{
          notFoundTitle: t('detail.notFoundTitle'),
          notFoundText: t('detail.notFoundText'),
          toList: t('detail.toSquare'),
          failedTitle: t('detail.loadFailed'),
          unknown: t('error.unknown'),
          retry: t('error.retry'),
        }}
      />
    );
  }

  return (
    <div className="rs-robot-detail-page">
      {variant === 'info' ? (
        <PlainButton
          icon={<Icon icon={ArrowLeftOutlined} />}
          onClick={backToSquare}
          className="rs-robot-detail-page__back"
        >
          {t('common:actions.goBack')}
        </PlainButton>
      ) : null}
      {query.isPending ? <DetailSkeleton /> : <RobotDetailView robot={query.data} />}
      {variant === 'share' && query.isSuccess ? (
        <div className="rs-robot-detail-page__more">
          <Link to={paths.robotList}>{t('detail.exploreMore')}</Link>
        </div>
      ) : null}
    </div>
  );
}

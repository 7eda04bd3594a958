import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { ErrorCode } from '@robot/contracts/client';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyIllustration } from '../../../components/illustrations/empty-illustration.tsx';
import { NotFoundIllustration } from '../../../components/illustrations/not-found-illustration.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { SkeletonBlock, SkeletonParagraph } from '../../../components/plain/skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { paths } from '../../../lib/paths.ts';
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
  const location = useLocation();
  const query = useRobotSimpleQuery(uuid);
  useDeletedRedirect(uuid);

  // Back in history keeps the square's search and scroll; opened directly, go to the square.
  const backToSquare = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.robotList);
  };

  if (query.isError) {
    const error = query.error;
    if (
      isApiError(error) &&
      (error.code === ErrorCode.notFound || error.code === ErrorCode.invalidInput)
    ) {
      return (
        <StatusPage
          illustration={<NotFoundIllustration size={240} />}
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundText')}
          actions={
            <PlainButton
              variant="primary"
              size="large"
              icon={<Icon icon={AppstoreOutlined} />}
              onClick={() => void navigate(paths.robotList)}
            >
              {t('detail.toSquare')}
            </PlainButton>
          }
        />
      );
    }
    return (
      <StatusPage
        illustration={<EmptyIllustration size={200} />}
        title={t('detail.loadFailed')}
        description={isApiError(error) ? translateKey(error.msg) : t('error.unknown')}
        actions={
          <PlainButton
            variant="primary"
            size="large"
            icon={<Icon icon={ReloadOutlined} />}
            loading={query.isRefetching}
            onClick={() => void query.refetch()}
          >
            {t('error.retry')}
          </PlainButton>
        }
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

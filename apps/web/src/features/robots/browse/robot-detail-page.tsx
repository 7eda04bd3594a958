import { AppstoreOutlined, ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { ErrorCode } from '@robot/contracts/client';
import { Button, Flex, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyIllustration } from '../../../components/illustrations/empty-illustration.tsx';
import { NotFoundIllustration } from '../../../components/illustrations/not-found-illustration.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { paths } from '../../../lib/paths.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useRobotSimpleQuery } from '../api/get-robot-simple.ts';
import { RobotDetailView } from './robot-detail-view.tsx';
import { useDeletedRedirect } from './use-deleted-redirect.ts';

function DetailSkeleton() {
  const { token } = theme.useToken();
  return (
    <div
      aria-busy
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG + 4,
        padding: 32,
      }}
    >
      <Flex gap={24}>
        <Skeleton.Avatar active shape="square" size={112} />
        <Skeleton active paragraph={{ rows: 3 }} style={{ flex: 1 }} />
      </Flex>
      <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ marginTop: 24 }} />
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
  const isMobile = useIsMobile();
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
            <Button
              type="primary"
              size="large"
              icon={<AppstoreOutlined />}
              onClick={() => void navigate(paths.robotList)}
            >
              {t('detail.toSquare')}
            </Button>
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
          <Button
            type="primary"
            size="large"
            icon={<ReloadOutlined />}
            loading={query.isRefetching}
            onClick={() => void query.refetch()}
          >
            {t('error.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div
      style={{
        maxWidth: 960,
        margin: '0 auto',
        padding: isMobile ? '16px 12px 32px' : '28px 24px 48px',
      }}
    >
      {variant === 'info' ? (
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={backToSquare}
          style={{ marginBottom: 12, marginInlineStart: -8 }}
        >
          {t('common:actions.goBack')}
        </Button>
      ) : null}
      {query.isPending ? <DetailSkeleton /> : <RobotDetailView robot={query.data} />}
      {variant === 'share' && query.isSuccess ? (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Link to={paths.robotList}>{t('detail.exploreMore')}</Link>
        </Flex>
      ) : null}
    </div>
  );
}

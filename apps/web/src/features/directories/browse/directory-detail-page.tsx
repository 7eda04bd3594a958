import { AppstoreOutlined, ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  ErrorCode,
  ErrorKey,
  type DirectoryKind,
  type ErrorKeyValue,
} from '@robot/contracts/client';
import { Button, Flex, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyIllustration } from '../../../components/illustrations/empty-illustration.tsx';
import { NotFoundIllustration } from '../../../components/illustrations/not-found-illustration.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useDirectoryItemQuery } from '../api/get-item.ts';
import { useWatchOnOpen } from '../api/watch-item.ts';
import { kinds } from '../kinds.ts';
import { DirectoryDetailView } from './directory-detail-view.tsx';

const notFoundKey: Record<DirectoryKind, ErrorKeyValue> = {
  aitool: ErrorKey.aiToolNotFound,
  article: ErrorKey.articleNotFound,
  xky: ErrorKey.xkyNotFound,
};

function DetailSkeleton() {
  const { token } = theme.useToken();
  const box = {
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG + 4,
    padding: 32,
  };
  return (
    // about as high as a page, so the footer does not jump up and back while the item loads
    <div aria-busy style={{ minHeight: '80vh' }}>
      <div style={box}>
        <Flex gap={24}>
          <Skeleton.Avatar active shape="square" size={96} />
          <Skeleton active paragraph={{ rows: 3 }} style={{ flex: 1 }} />
        </Flex>
      </div>
      <div style={{ ...box, marginTop: 20 }}>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
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
  const location = useLocation();
  const isMobile = useIsMobile();
  const k = kinds[kind];
  const query = useDirectoryItemQuery(kind, uuid);
  useWatchOnOpen(kind, uuid, kind !== 'aitool' && query.isSuccess);

  // Back in history keeps the list's search and scroll; opened directly, go to the list.
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(k.listPath);
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
          title={translateKey(notFoundKey[kind])}
          description={t('detail.notFoundText')}
          actions={
            <Button
              type="primary"
              size="large"
              icon={<AppstoreOutlined />}
              onClick={() => void navigate(k.listPath)}
            >
              {t(`${kind}.toList`)}
            </Button>
          }
        />
      );
    }
    return (
      <StatusPage
        illustration={<EmptyIllustration size={200} />}
        title={t('error.detailTitle')}
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
        maxWidth: 1120,
        margin: '0 auto',
        padding: isMobile ? '16px 12px 32px' : '28px 24px 48px',
        minWidth: 0,
      }}
    >
      {variant === 'info' ? (
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={back}
          style={{ marginBottom: 12, marginInlineStart: -8 }}
        >
          {t('common:actions.goBack')}
        </Button>
      ) : null}
      {query.isPending ? <DetailSkeleton /> : <DirectoryDetailView kind={kind} item={query.data} />}
      {variant === 'share' && query.isSuccess ? (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Link to={k.listPath}>{t(`${kind}.exploreMore`)}</Link>
        </Flex>
      ) : null}
    </div>
  );
}

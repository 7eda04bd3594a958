import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useLoadMoreSentinel } from '../../../lib/use-load-more-sentinel.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { SEARCH_PAGE_SIZE, useSearchRobotsQuery } from '../api/search-robots.ts';
import { useRobotActions } from '../manage/robot-actions.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { HotRobotsStrip } from './hot-robots-strip.tsx';
import { RobotGrid } from './robot-grid.tsx';
import { RobotSearchBox } from './robot-search-box.tsx';
import { SortSwitch } from './sort-switch.tsx';
import { SquareEmpty, SquareError } from './square-states.tsx';

/** The robot square (/robot-list): search, categories, sort, hot robots and the infinite card grid. */
export function RobotListPage() {
  const { t } = useTranslation('robots');
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((s) => !!s.token);
  const actions = useRobotActions();
  const [params, update] = useListParams();
  const query = useSearchRobotsQuery(params);

  const robots = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const loadMore = () => {
    if (canLoadMore) void query.fetchNextPage();
  };
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(loadMore, canLoadMore, robots.length);

  const onCreate = () => {
    if (signedIn) actions.create();
    else void navigate(loginPathFor(`${location.pathname}${location.search}`));
  };

  const body = () => {
    if (query.isPending) return <RobotGrid robots={[]} skeletons={8} label={t('square.results')} />;
    if (query.isError && robots.length === 0)
      return (
        <SquareError
          error={query.error}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      );
    if (robots.length === 0)
      return (
        <SquareEmpty
          keyword={params.keyword}
          filtered={params.category !== null}
          onClearSearch={() => update({ keyword: '' })}
          onShowAll={() => update({ category: null })}
        />
      );
    return (
      <>
        <RobotGrid
          robots={robots}
          skeletons={query.isFetchingNextPage ? Math.min(4, total - robots.length) : 0}
          label={t('square.results')}
        />
        <div ref={sentinel} aria-hidden style={{ height: 1 }} />
        <Flex justify="center" style={{ padding: '24px 0 8px' }}>
          {query.hasNextPage ? (
            <Button
              size="large"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchNextPageError ? t('error.retryMore') : t('square.loadMore')}
            </Button>
          ) : robots.length > SEARCH_PAGE_SIZE / 2 ? (
            <Typography.Text type="secondary">{t('square.end')}</Typography.Text>
          ) : null}
        </Flex>
      </>
    );
  };

  return (
    <div
      style={{
        maxWidth: 1248,
        margin: '0 auto',
        padding: isMobile ? '20px 16px 32px' : '32px 24px 48px',
      }}
    >
      <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 20 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: isMobile ? 24 : 30, margin: 0 }}>
            {t('square.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 15 }}>
            {t('square.subtitle')}
          </Typography.Paragraph>
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onCreate}>
          {t('square.createRobot')}
        </Button>
      </Flex>

      <Flex
        gap={12}
        vertical={isMobile}
        align={isMobile ? 'stretch' : 'center'}
        style={{ marginBottom: 8 }}
      >
        <div style={{ flex: 1, maxWidth: isMobile ? undefined : 560 }}>
          <RobotSearchBox keyword={params.keyword} onSearch={(keyword) => update({ keyword })} />
        </div>
        <div style={{ marginInlineStart: isMobile ? 0 : 'auto' }}>
          <SortSwitch sort={params.sort} block={isMobile} onChange={(sort) => update({ sort })} />
        </div>
      </Flex>

      <CategoryTabs category={params.category} onChange={(category) => update({ category })} />

      <div style={{ marginTop: 20 }}>
        {params.keyword ? null : <HotRobotsStrip />}
        <Flex align="baseline" gap={8} style={{ marginBottom: 12, minHeight: 24 }}>
          <Typography.Text type="secondary" aria-live="polite">
            {query.isSuccess
              ? params.keyword
                ? t('square.totalFor', { total, keyword: params.keyword })
                : t('square.total', { total })
              : null}
          </Typography.Text>
        </Flex>
        {body()}
      </div>
    </div>
  );
}

import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { ListMore } from '../../../components/list-more.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { SEARCH_PAGE_SIZE, useSearchRobotsQuery } from '../api/search-robots.ts';
import { useRobotActions } from '../manage/robot-actions.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { HotRobotsStrip } from './hot-robots-strip.tsx';
import { RobotGrid } from './robot-grid.tsx';
import { RobotSearchBox } from './robot-search-box.tsx';
import { SortSwitch } from './sort-switch.tsx';
import { SquareEmpty, SquareError } from './square-states.tsx';
import '../../../components/plain/text.css';
import './robot-list-page.css';

/**
 * The robot square (/robot-list): search, categories, sort, hot robots and the infinite card grid.
 * Its own parts are plain elements and CSS, no antd (decision 034); the sort switch is still antd's.
 */
export function RobotListPage() {
  const { t } = useTranslation('robots');
  const isMobile = useIsMobile();
  const actions = useRobotActions();
  const [params, update] = useListParams();
  const query = useSearchRobotsQuery(params);

  const robots = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

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
        <ListMore
          query={query}
          shown={robots.length}
          pageSize={SEARCH_PAGE_SIZE}
          texts={{
            more: t('square.loadMore'),
            retryMore: t('error.retryMore'),
            narrow: t('square.narrow', { count: robots.length }),
            end: t('square.end'),
          }}
        />
      </>
    );
  };

  return (
    <div className="rs-square">
      <div className="rs-square__top">
        <div className="rs-square__intro">
          <h1 className="rs-square__title">{t('square.title')}</h1>
          <p className="rs-text rs-square__subtitle">{t('square.subtitle')}</p>
        </div>
        <PlainButton
          variant="primary"
          size="large"
          icon={<Icon icon={PlusOutlined} />}
          onClick={actions.create}
        >
          {t('square.createRobot')}
        </PlainButton>
      </div>

      <div className="rs-square__tools">
        <div className="rs-square__search">
          <RobotSearchBox keyword={params.keyword} onSearch={(keyword) => update({ keyword })} />
        </div>
        <div className="rs-square__sort">
          <SortSwitch sort={params.sort} block={isMobile} onChange={(sort) => update({ sort })} />
        </div>
      </div>

      <CategoryTabs category={params.category} onChange={(category) => update({ category })} />

      <div className="rs-square__results">
        {params.keyword ? null : <HotRobotsStrip />}
        <div className="rs-square__count">
          <span className="rs-text rs-square__note" aria-live="polite">
            {query.isSuccess
              ? params.keyword
                ? t('square.totalFor', { total, keyword: params.keyword })
                : t('square.total', { total })
              : null}
          </span>
        </div>
        {body()}
      </div>
    </div>
  );
}

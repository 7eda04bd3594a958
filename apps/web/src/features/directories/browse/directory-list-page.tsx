import { DirectoryLimits, type DirectoryKind } from '@robot/contracts/client';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTabs } from '../../../components/category-tabs.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { SortSwitch } from '../../../components/sort-switch.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useLoadMoreSentinel } from '../../../lib/use-load-more-sentinel.ts';
import { useDirectoryCategories } from '../api/get-categories.ts';
import { ITEMS_PAGE_SIZE, useSearchItemsQuery } from '../api/search-items.ts';
import { DirectoryGrid } from './directory-grid.tsx';
import { FeaturedToolsRow } from './featured-tools-row.tsx';
import { HotToolsStrip } from './hot-tools-strip.tsx';
import { ListEmpty, ListError } from './list-states.tsx';
import { ListToolbar } from './list-toolbar.tsx';

/**
 * A directory's list (/ai-tool-list, /article-list, the list part of /xky): search, categories and
 * sort kept in the URL, the infinite card grid and its states. AI tools add the featured row and the
 * hot strip while no keyword is searched. `hero` shows above everything (its heading is then the
 * page's h1 and the list's title an h2); beside the title, 'submit' and the user's own items.
 */
export function DirectoryListPage({ kind, hero }: { kind: DirectoryKind; hero?: ReactNode }) {
  const { t } = useTranslation('directories');
  const isMobile = useIsMobile();
  const [params, update] = useListParams();
  const { categories } = useDirectoryCategories(kind);
  const query = useSearchItemsQuery(kind, params);

  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const loadMore = () => {
    if (canLoadMore) void query.fetchNextPage();
  };
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(loadMore, canLoadMore, items.length);
  const label = t(`${kind}.results`);

  const body = () => {
    if (query.isPending)
      return <DirectoryGrid kind={kind} items={[]} skeletons={8} label={label} />;
    if (query.isError && items.length === 0)
      return (
        <ListError
          kind={kind}
          error={query.error}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      );
    if (items.length === 0)
      return (
        <ListEmpty
          kind={kind}
          keyword={params.keyword}
          filtered={params.category !== null}
          onClearSearch={() => update({ keyword: '' })}
          onShowAll={() => update({ category: null })}
        />
      );
    return (
      <>
        <DirectoryGrid
          kind={kind}
          items={items}
          skeletons={query.isFetchingNextPage ? Math.min(4, total - items.length) : 0}
          label={label}
        />
        <div ref={sentinel} aria-hidden style={{ height: 1 }} />
        <Flex justify="center" style={{ padding: '24px 0 8px' }}>
          {query.hasNextPage ? (
            <Button
              size="large"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchNextPageError ? t('error.retryMore') : t('list.loadMore')}
            </Button>
          ) : items.length > ITEMS_PAGE_SIZE / 2 ? (
            <Typography.Text type="secondary">{t('list.end')}</Typography.Text>
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
        minWidth: 0,
      }}
    >
      {hero}
      <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 20 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title
            level={hero ? 2 : 1}
            style={{ fontSize: isMobile ? 24 : 30, margin: 0 }}
          >
            {t(`${kind}.title`)}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 15 }}>
            {t(`${kind}.subtitle`)}
          </Typography.Paragraph>
        </div>
        <ListToolbar kind={kind} />
      </Flex>

      <Flex
        gap={12}
        vertical={isMobile}
        align={isMobile ? 'stretch' : 'center'}
        style={{ marginBottom: 8 }}
      >
        <div style={{ flex: 1, maxWidth: isMobile ? undefined : 560 }}>
          <SearchBox
            keyword={params.keyword}
            onSearch={(keyword) => update({ keyword })}
            maxLength={DirectoryLimits.keyword}
            placeholder={t(`${kind}.searchPlaceholder`)}
            label={t(`${kind}.searchLabel`)}
          />
        </div>
        <div style={{ marginInlineStart: isMobile ? 0 : 'auto' }}>
          <SortSwitch
            sort={params.sort}
            block={isMobile}
            onChange={(sort) => update({ sort })}
            labels={{
              label: t('sort.label'),
              favorites: t('sort.favorites'),
              traffic: t('sort.traffic'),
              latest: t('sort.latest'),
            }}
          />
        </div>
      </Flex>

      <CategoryTabs
        category={params.category}
        categories={categories}
        onChange={(category) => update({ category })}
        allLabel={t('list.allCategories')}
        label={t('list.categories')}
      />

      <div style={{ marginTop: 20, minWidth: 0 }}>
        {kind === 'aitool' && !params.keyword ? (
          <>
            <FeaturedToolsRow />
            <HotToolsStrip />
          </>
        ) : null}
        <Flex align="baseline" gap={8} style={{ marginBottom: 12, minHeight: 24 }}>
          <Typography.Text type="secondary" aria-live="polite">
            {query.isSuccess
              ? params.keyword
                ? t(`${kind}.totalFor`, { total, keyword: params.keyword })
                : t(`${kind}.total`, { total })
              : null}
          </Typography.Text>
        </Flex>
        {body()}
      </div>
    </div>
  );
}

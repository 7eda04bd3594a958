import { DirectoryLimits, type DirectoryKind } from '@robot/contracts/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTabs } from '../../../components/category-tabs.tsx';
import { ListMore } from '../../../components/list-more.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { SortSwitch } from '../../../components/sort-switch.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDirectoryCategories } from '../api/get-categories.ts';
import { ITEMS_PAGE_SIZE, useSearchItemsQuery } from '../api/search-items.ts';
import { DirectoryGrid } from './directory-grid.tsx';
import { FeaturedToolsRow } from './featured-tools-row.tsx';
import { HotToolsStrip } from './hot-tools-strip.tsx';
import { ListEmpty, ListError } from './list-states.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import './directory-list-page.css';

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
  const label = t(`${kind}.results`);
  // with a hero above, the hero's heading is the page's h1
  const Heading = hero ? 'h2' : 'h1';

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
        <ListMore
          query={query}
          shown={items.length}
          pageSize={ITEMS_PAGE_SIZE}
          texts={{
            more: t('list.loadMore'),
            retryMore: t('error.retryMore'),
            narrow: t('list.narrow', { count: items.length }),
            end: t('list.end'),
          }}
        />
      </>
    );
  };

  return (
    <div className="rs-dir-list">
      {hero}
      <div className="rs-dir-list__top">
        <div className="rs-dir-list__heading">
          <Heading className="rs-dir-list__title">{t(`${kind}.title`)}</Heading>
          <p className="rs-dir-list__subtitle">{t(`${kind}.subtitle`)}</p>
        </div>
        <ListToolbar kind={kind} />
      </div>

      <div className="rs-dir-list__controls">
        <div className="rs-dir-list__search">
          <SearchBox
            keyword={params.keyword}
            onSearch={(keyword) => update({ keyword })}
            maxLength={DirectoryLimits.keyword}
            placeholder={t(`${kind}.searchPlaceholder`)}
            label={t(`${kind}.searchLabel`)}
          />
        </div>
        <div className="rs-dir-list__sort">
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
      </div>

      <CategoryTabs
        category={params.category}
        categories={categories}
        onChange={(category) => update({ category })}
        allLabel={t('list.allCategories')}
        label={t('list.categories')}
      />

      <div className="rs-dir-list__results">
        {kind === 'aitool' && !params.keyword ? (
          <>
            <FeaturedToolsRow />
            <HotToolsStrip />
          </>
        ) : null}
        <p className="rs-dir-list__total" aria-live="polite">
          {query.isSuccess
            ? params.keyword
              ? t(`${kind}.totalFor`, { total, keyword: params.keyword })
              : t(`${kind}.total`, { total })
            : null}
        </p>
        {body()}
      </div>
    </div>
  );
}

import type { AdminContentItem, ContentKind } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Image, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../../../lib/api/index.ts';
import { paths } from '../../../../lib/paths.ts';
import { formatNumber, formatTime } from '../../ops-shared/format.ts';
import { OpsQueryState } from '../../ops-shared/ops-states.tsx';
import { opsKeys } from '../../ops-shared/query-keys.ts';
import { useStackedColumns, type OpsColumn } from '../../ops-shared/stack-columns.tsx';
import { TypedConfirm } from '../../ops-shared/typed-confirm.tsx';
import '../../ops-shared/ops.css';
import { useAllowClear } from '../../../../lib/antd/quiet-icons.tsx';

const kinds: readonly ContentKind[] = ['robot', 'aitool', 'article', 'xky'];
const PAGE = 20;

/** The public page of one item. */
export const publicPathOf = (kind: ContentKind, uuid: string): string =>
  ({
    robot: paths.robotDetail,
    aitool: paths.aiToolDetail,
    article: paths.articleDetail,
    xky: paths.xkyDetail,
  })[kind](uuid);

/** Robots and AI tools can be featured on the home page. */
const featurable = (kind: ContentKind) => kind === 'robot' || kind === 'aitool';

export function ContentSection() {
  const { t } = useTranslation('adminOps');
  const allowClear = useAllowClear();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ContentKind>('robot');
  const [keyword, setKeyword] = useState('');
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);

  const query = {
    kind,
    keyword,
    hidden: hiddenOnly ? 'true' : undefined,
    skip: (page - 1) * PAGE,
    limit: PAGE,
  };
  const list = useQuery({
    queryKey: opsKeys.contentList(query),
    queryFn: ({ signal }) =>
      apiCall(adminApi.content, {
        query: {
          kind,
          keyword: keyword || undefined,
          hidden: hiddenOnly ? true : undefined,
          skip: query.skip,
          limit: PAGE,
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

  // The last row of the last page hidden (with "hidden only"), unhidden or deleted: that page is now
  // past the end, and its empty list would have no pager to go back with. Go to the new last page.
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE));
  if (list.isSuccess && !list.isPlaceholderData && page > lastPage) setPage(lastPage);

  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.content });
  const update = useMutation({
    mutationFn: (body: { kind: ContentKind; uuid: string; hidden?: boolean; featured?: boolean }) =>
      apiCall(adminApi.contentUpdate, { body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: AdminContentItem) =>
      apiCall(adminApi.contentDelete, { body: { kind: item.kind, uuid: item.uuid } }),
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });

  const columns: OpsColumn<AdminContentItem>[] = [
    {
      key: 'title',
      title: t('content.title'),
      render: (_, item) => (
        <Flex gap={8} align="center" style={{ minWidth: 180 }}>
          {item.image ? (
            <Image
              src={item.image}
              alt=""
              width={40}
              height={40}
              style={{ objectFit: 'cover', borderRadius: 6 }}
              preview={false}
            />
          ) : null}
          <Link className="ops-break" to={publicPathOf(item.kind, item.uuid)} target="_blank">
            {item.title}
          </Link>
        </Flex>
      ),
    },
    {
      key: 'owner',
      title: t('content.owner'),
      render: (_, item) => item.owner.nickname || item.owner.username,
    },
    {
      key: 'tags',
      title: t('content.state'),
      render: (_, item) => (
        <Space size={4} wrap>
          {item.public ? (
            <Tag color="green">{t('content.public')}</Tag>
          ) : (
            <Tag>{t('content.private')}</Tag>
          )}
          {item.hidden ? <Tag color="red">{t('content.hidden')}</Tag> : null}
          {item.featured ? <Tag color="gold">{t('content.featured')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'stats',
      title: t('content.stats'),
      render: (_, item) =>
        t('content.statsValue', {
          views: formatNumber(item.views),
          favorites: formatNumber(item.favorites),
        }),
    },
    {
      key: 'created',
      title: t('content.created'),
      render: (_, item) => formatTime(item.createdAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, item) => (
        <Space size={4} wrap>
          <Button
            size="small"
            onClick={() =>
              update.mutate({ kind: item.kind, uuid: item.uuid, hidden: !item.hidden })
            }
          >
            {item.hidden ? t('content.unhide') : t('content.hide')}
          </Button>
          {featurable(item.kind) ? (
            <Button
              size="small"
              onClick={() =>
                update.mutate({ kind: item.kind, uuid: item.uuid, featured: !item.featured })
              }
            >
              {item.featured ? t('content.unfeature') : t('content.feature')}
            </Button>
          ) : null}
          <Button size="small" danger onClick={() => setDeleting(item)}>
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const table = useStackedColumns(columns);

  return (
    <section className="ops-section" aria-labelledby="ops-content-title">
      <Typography.Title
        level={2}
        id="ops-content-title"
        className="rs-visually-hidden"
        style={{ fontSize: 20 }}
      >
        {t('content.heading')}
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setKind(k as ContentKind);
          setPage(1);
        }}
        items={kinds.map((k) => ({ key: k, label: t(`content.kinds.${k}`) }))}
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear={allowClear.input}
          aria-label={t('content.search')}
          placeholder={t('content.search')}
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        <Checkbox
          checked={hiddenOnly}
          onChange={(e) => {
            setHiddenOnly(e.target.checked);
            setPage(1);
          }}
        >
          {t('content.hiddenOnly')}
        </Checkbox>
      </Flex>
      <OpsQueryState query={list} empty={list.data?.list.length === 0}>
        <Table<AdminContentItem>
          rowKey="uuid"
          size="small"
          columns={table.columns}
          showHeader={table.showHeader}
          dataSource={list.data?.list}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            size: 'small',
          }}
        />
      </OpsQueryState>
      <TypedConfirm
        open={deleting !== null}
        title={t('content.deleteTitle')}
        text={t('content.deleteText', { title: deleting?.title ?? '' })}
        phrase={deleting?.title ?? ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

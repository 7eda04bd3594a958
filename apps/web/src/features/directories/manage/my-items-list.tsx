import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyIllustration } from '../../../components/illustrations/empty-illustration.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { useFavoritesQuery } from '../api/get-favorites.ts';
import { useMineQuery } from '../api/get-mine.ts';
import { kinds } from '../kinds.ts';
import { MyItemRow } from './my-item-row.tsx';

function StateBox(props: {
  title: string;
  text: string;
  action: React.ReactNode;
  alert?: boolean;
}) {
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      role={props.alert ? 'alert' : undefined}
      style={{ padding: '32px 16px 48px', textAlign: 'center' }}
    >
      <EmptyIllustration size={150} />
      <Typography.Title level={3} style={{ fontSize: 18, margin: '8px 0 0' }}>
        {props.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 440 }}>
        {props.text}
      </Typography.Paragraph>
      <div style={{ marginTop: 8 }}>{props.action}</div>
    </Flex>
  );
}

/**
 * The user's submissions or favourites of a kind, by pages: a skeleton while the first page loads,
 * an invitation when there is nothing, the reason and a retry when loading failed, "load more".
 */
export function MyItemsList({
  kind,
  which,
  onCreate,
  onEdit,
}: {
  kind: DirectoryKind;
  which: 'mine' | 'favorites';
  onCreate: () => void;
  onEdit: (uuid: string) => void;
}) {
  const { t } = useTranslation('directoryForm');
  // Only the shown list is fetched.
  const mine = useMineQuery(kind, which === 'mine');
  const favorites = useFavoritesQuery(kind, which === 'favorites');
  const query = which === 'mine' ? mine : favorites;
  const cards = query.data?.pages.flatMap((p) => p.list) ?? [];

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (query.isError && cards.length === 0) {
    return (
      <StateBox
        alert
        title={t('list.failed')}
        text={isApiError(query.error) ? translateKey(query.error.msg) : t('list.failedText')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined aria-hidden />}
            loading={query.isRefetching}
            onClick={() => void query.refetch()}
          >
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (cards.length === 0) {
    return which === 'mine' ? (
      <StateBox
        title={t(`empty.mine.${kind}.title`)}
        text={t(`empty.mine.${kind}.text`)}
        action={
          <Button
            type="primary"
            size="large"
            icon={<PlusOutlined aria-hidden />}
            onClick={onCreate}
          >
            {t(`empty.mine.${kind}.action`)}
          </Button>
        }
      />
    ) : (
      <StateBox
        title={t('empty.favorites.title')}
        text={t(`empty.favorites.${kind}`)}
        action={
          <LinkButton type="primary" size="large" to={kinds[kind].listPath}>
            {t(`empty.favorites.browse.${kind}`)}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <ul className="rs-my-list" aria-label={t(`tabs.${which}`)}>
        {cards.map((card) => (
          <MyItemRow
            key={card.uuid}
            kind={kind}
            card={card}
            onEdit={which === 'mine' ? onEdit : undefined}
          />
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <Typography.Paragraph type="danger" role="alert" style={{ textAlign: 'center' }}>
          {t('list.moreFailed')}
        </Typography.Paragraph>
      ) : null}
      {query.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}

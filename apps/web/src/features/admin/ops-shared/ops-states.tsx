import { Alert, Button, Empty, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason } from '../../../lib/api/index.ts';

/** The part of a TanStack query these states read. */
interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, error (translated, with a retry) or the content; `empty` when there is nothing to show. */
export function OpsQueryState(props: {
  query: QueryLike;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminOps');
  if (props.query.isPending) {
    return (
      <Flex justify="center" style={{ padding: 40 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (props.query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('common.loadFailed')}
        description={errorReason(props.query.error)}
        action={
          <Button size="small" onClick={() => void props.query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (props.empty) return <Empty description={props.emptyText ?? t('common.empty')} />;
  return <>{props.children}</>;
}

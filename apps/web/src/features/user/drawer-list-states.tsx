import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyIllustration } from '../../components/illustrations/empty-illustration.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { translateKey } from '../../lib/i18n/translate-key.ts';
import { statusIcons } from '../../lib/antd/quiet-icons.tsx';

export function DrawerListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" aria-label={t('loading')} style={{ padding: 12 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton
          key={i}
          active
          avatar={{ shape: 'square', size: 44 }}
          title={{ width: '50%' }}
          paragraph={{ rows: 1, width: '80%' }}
          style={{ marginBottom: 12 }}
        />
      ))}
    </div>
  );
}

export function DrawerListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['robotForm']);
  return (
    <Result
      status="warning"
      icon={statusIcons.warning}
      title={t('robotForm:my.loadFailed')}
      subTitle={isApiError(error) ? translateKey(error.msg) : undefined}
      style={{ padding: '24px 12px' }}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('robotForm:my.retry')}
        </Button>
      }
    />
  );
}

export function DrawerListEmpty({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Empty
      image={<EmptyIllustration size={140} />}
      styles={{ image: { height: 'auto', display: 'flex', justifyContent: 'center' } }}
      style={{ padding: '20px 16px' }}
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center" wrap>
        {children}
      </Flex>
    </Empty>
  );
}

import { Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUsageQuery } from './api/get-usage.ts';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap={12}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong>{value}</Typography.Text>
    </Flex>
  );
}

/**
 * The end of the 'my' menu, under its items: credits, and what is left of today's questions and of the premium
 * allowance. Asked of the server when the menu opens (`open`), not with every page.
 */
export function UsagePanel({ open }: { open: boolean }) {
  const { t } = useTranslation('user');
  const { token } = theme.useToken();
  const usage = useUsageQuery(open);
  const left = (n: number | null) => (n === null ? t('usage.unlimited') : String(n));

  return (
    <section
      aria-label={t('usage.title')}
      className="rs-usage-panel"
      style={{ padding: '10px 14px', minWidth: 220, fontSize: token.fontSizeSM }}
    >
      {usage.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : usage.isError ? (
        <Typography.Text type="secondary">{t('usage.loadFailed')}</Typography.Text>
      ) : (
        <Flex vertical gap={4}>
          {usage.data.credits.enabled ? (
            <Line label={t('usage.credits')} value={String(usage.data.credits.balance)} />
          ) : null}
          <Line label={t('usage.asksToday')} value={left(usage.data.remaining.asksToday)} />
          {usage.data.limits.premium ? (
            <Line label={t('usage.premium3h')} value={left(usage.data.remaining.premiumAsks3h)} />
          ) : null}
          {usage.data.inTimeSlot ? null : (
            <Typography.Text type="warning">{t('usage.outsideSlot')}</Typography.Text>
          )}
        </Flex>
      )}
    </section>
  );
}

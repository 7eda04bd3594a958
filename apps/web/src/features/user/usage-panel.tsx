import { useTranslation } from 'react-i18next';
import { useUsageQuery } from './api/get-usage.ts';
import './usage-panel.css';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="rs-usage-panel__line">
      <span className="rs-usage-panel__label">{label}</span>
      <span className="rs-usage-panel__value">{value}</span>
    </div>
  );
}

/**
 * The end of the 'my' menu, under its items: credits, and what is left of today's questions and of the premium
 * allowance. Asked of the server when the menu opens (`open`), not with every page. No antd: it
 * opens from the header (decision 033).
 */
export function UsagePanel({ open }: { open: boolean }) {
  const { t } = useTranslation(['user', 'common']);
  const usage = useUsageQuery(open);
  const left = (n: number | null) => (n === null ? t('usage.unlimited') : String(n));

  return (
    <section aria-label={t('usage.title')} aria-busy={usage.isPending} className="rs-usage-panel">
      {usage.isPending ? (
        // Two shimmering lines where the figures will be (antd's Skeleton, two rows).
        <div className="rs-usage-panel__placeholder">
          <span className="rs-usage-panel__shimmer" />
          <span className="rs-usage-panel__shimmer" />
          <span className="rs-visually-hidden">{t('common:loading')}</span>
        </div>
      ) : usage.isError ? (
        <span className="rs-usage-panel__label">{t('usage.loadFailed')}</span>
      ) : (
        <div className="rs-usage-panel__lines">
          {usage.data.credits.enabled ? (
            <Line label={t('usage.credits')} value={String(usage.data.credits.balance)} />
          ) : null}
          <Line label={t('usage.asksToday')} value={left(usage.data.remaining.asksToday)} />
          {usage.data.limits.premium ? (
            <Line label={t('usage.premium3h')} value={left(usage.data.remaining.premiumAsks3h)} />
          ) : null}
          {usage.data.inTimeSlot ? null : (
            <span className="rs-usage-panel__warning">{t('usage.outsideSlot')}</span>
          )}
        </div>
      )}
    </section>
  );
}

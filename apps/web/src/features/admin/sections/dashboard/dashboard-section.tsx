import type { AdminStats } from '@robot/contracts';
import { Alert, Empty, Flex, Skeleton, Statistic, Typography, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error.tsx';
import { useAdminStats } from './api/get-stats.ts';
import { DayChart, ModelChart, type ChartColors } from './dashboard-charts.tsx';

type DayField = 'newUsers' | 'conversations' | 'answers' | 'tokens' | 'errors';
const dayFields: DayField[] = ['newUsers', 'conversations', 'answers', 'tokens', 'errors'];
const totalKeys = ['users', 'robots', 'conversations', 'aitools', 'articles', 'xky'] as const;

function Panel({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rs-admin-panel">
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

const isQuiet = (stats: AdminStats) =>
  stats.byModel.length === 0 && stats.days.every((d) => dayFields.every((f) => d[f] === 0));

/** The dashboard: who is active now, the totals, and the last 30 days as charts. */
export function DashboardSection() {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const stats = useAdminStats();

  const palette = useMemo<Record<DayField | 'models', string>>(
    () => ({
      newUsers: token.colorPrimary,
      conversations: token.cyan6,
      answers: token.colorSuccess,
      tokens: token.purple5,
      errors: token.colorError,
      models: token.colorPrimary,
    }),
    [token],
  );
  const colorsOf = (series: string): ChartColors => ({
    series,
    text: token.colorTextSecondary,
    line: token.colorBorderSecondary,
    tooltipBg: token.colorBgElevated,
  });

  if (stats.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;

  return (
    <Flex vertical gap={16}>
      <Panel title={t('dashboard.active')}>
        <div className="rs-admin-tiles">
          {(['m5', 'h1', 'd1'] as const).map((k) => (
            <Statistic key={k} title={t(`dashboard.window.${k}`)} value={data.active[k]} />
          ))}
        </div>
      </Panel>
      <Panel title={t('dashboard.totals')}>
        <div className="rs-admin-tiles">
          {totalKeys.map((k) => (
            <Statistic key={k} title={t(`dashboard.total.${k}`)} value={data.totals[k]} />
          ))}
        </div>
      </Panel>
      {isQuiet(data) ? <Alert type="info" showIcon title={t('dashboard.quiet')} /> : null}
      <div className="rs-admin-charts" data-testid="admin-charts">
        {dayFields.map((f) => (
          <Panel
            key={f}
            title={t(`dashboard.perDay.${f}`)}
            extra={
              <Typography.Text type="secondary">
                {t('dashboard.sum', {
                  value: data.days.reduce((s, d) => s + d[f], 0).toLocaleString(),
                })}
              </Typography.Text>
            }
          >
            <DayChart
              days={data.days}
              field={f}
              label={t(`dashboard.perDay.${f}`)}
              colors={colorsOf(palette[f])}
            />
          </Panel>
        ))}
        <Panel title={t('dashboard.byModel')}>
          {data.byModel.length === 0 ? (
            <Empty description={t('dashboard.noModels')} />
          ) : (
            <ModelChart
              byModel={data.byModel}
              label={t('dashboard.byModel')}
              answersLabel={t('dashboard.perDay.answers')}
              colors={colorsOf(palette.models)}
            />
          )}
        </Panel>
      </div>
    </Flex>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain/plain-button.tsx';
import { SkeletonBlock } from '../../components/plain/skeleton.tsx';
import { PlainTag } from '../../components/plain/tag.tsx';
import { useThemeColors } from '../../lib/theme-colors.ts';
import { sampleTraffic, totalsOf } from './sample-traffic.ts';
import { useTrafficCharts } from './use-traffic-charts.ts';

/** The charts' colours: the theme's variables, read as values (the charts draw SVG attributes). */
const chartColors = {
  male: '--ant-color-primary',
  female: '--ant-volcano-5',
  text: '--ant-color-text-secondary',
  line: '--ant-color-border-secondary',
  tooltipBg: '--ant-color-bg-elevated',
};

/** The traffic module's demo: sample figures as real charts (loaded on demand) and as a table. */
export function TrafficDemo() {
  const { t } = useTranslation('xky');
  const { state, retry } = useTrafficCharts();

  const ages = useMemo(() => sampleTraffic.map((r) => t(`charts.ages.${r.age}`)), [t]);
  // The axis has room for six short labels even on a phone; the table spells them out.
  const axisAges = useMemo(() => sampleTraffic.map((r) => t(`charts.agesShort.${r.age}`)), [t]);
  const male = useMemo(() => sampleTraffic.map((r) => r.male), []);
  const female = useMemo(() => sampleTraffic.map((r) => r.female), []);
  const labels = useMemo(
    () => ({
      male: t('charts.male'),
      female: t('charts.female'),
      byAge: t('charts.byAge'),
      byGender: t('charts.byGender'),
    }),
    [t],
  );
  const colors = useThemeColors(chartColors);
  const totals = totalsOf(sampleTraffic);

  return (
    <figure className="rs-xky-traffic">
      <figcaption className="rs-xky-traffic__caption">
        <span>{t('charts.byAge')}</span>
        <PlainTag tone="gold">{t('showcase.sample')}</PlainTag>
      </figcaption>
      <div className="rs-xky-traffic__stage">
        {state.status === 'ready' ? (
          <state.Charts
            ages={axisAges}
            male={male}
            female={female}
            labels={labels}
            colors={colors}
          />
        ) : state.status === 'failed' ? (
          <div className="rs-xky-traffic__failed" role="alert">
            <span>{t('charts.failed')}</span>
            <PlainButton variant="default" onClick={retry}>
              {t('charts.retry')}
            </PlainButton>
          </div>
        ) : (
          <div className="rs-xky-traffic__loading" role="status">
            <span className="rs-xky-visually-hidden">{t('charts.loading')}</span>
            <SkeletonBlock shape="square" width="100%" />
          </div>
        )}
      </div>
      <details className="rs-xky-traffic__details">
        <summary>{t('charts.showTable')}</summary>
        <table className="rs-xky-table">
          <caption className="rs-xky-visually-hidden">{t('showcase.sample')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.ageGroup')}</th>
              <th scope="col">{t('charts.male')}</th>
              <th scope="col">{t('charts.female')}</th>
            </tr>
          </thead>
          <tbody>
            {sampleTraffic.map((r, i) => (
              <tr key={r.age}>
                <th scope="row">{ages[i]}</th>
                <td>{r.male}</td>
                <td>{r.female}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('charts.total')}</th>
              <td>{totals.male}</td>
              <td>{totals.female}</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </figure>
  );
}

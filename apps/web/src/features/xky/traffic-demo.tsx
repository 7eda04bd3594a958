import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTag } from '../../components/plain/tag.tsx';
import { sampleTraffic, totalsOf } from './sample-traffic.ts';
import { TrafficCharts } from './traffic-charts.tsx';

/** The traffic module's demo: sample figures as charts and as a table. */
export function TrafficDemo() {
  const { t } = useTranslation('xky');

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
  const totals = totalsOf(sampleTraffic);

  return (
    <figure className="rs-xky-traffic">
      <figcaption className="rs-xky-traffic__caption">
        <span>{t('charts.byAge')}</span>
        <PlainTag tone="gold">{t('showcase.sample')}</PlainTag>
      </figcaption>
      <div className="rs-xky-traffic__stage">
        <TrafficCharts ages={axisAges} male={male} female={female} labels={labels} />
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

import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TrafficCharts, { type TrafficChartsProps } from './traffic-charts.tsx';

const props: TrafficChartsProps = {
  ages: ['A', 'B', 'C'],
  male: [10, 30, 20],
  female: [20, 40, 30],
  labels: { male: 'Men', female: 'Women', byAge: 'By age', byGender: 'By gender' },
  colors: {
    male: '#4f46e5',
    female: '#fa541c',
    text: '#333333',
    line: '#dddddd',
    tooltipBg: '#ffffff',
  },
};

const filledWith = (el: Element, colour: string) =>
  el.querySelectorAll(`path[fill="${colour}"], rect[fill="${colour}"]`).length;

// jsdom lays nothing out; the charts' container measures its box, so give it one.
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 480, height: 300 })
      : measure.call(this);
  });
});
afterEach(() => vi.restoreAllMocks());

/** With reduced motion the charts are drawn at once, without growing bars. */
const reduceMotion = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('traffic charts', () => {
  it('draws a bar per age group and gender, and the gender split as a donut', async () => {
    reduceMotion();
    render(<TrafficCharts {...props} />);
    const bars = screen.getByRole('img', { name: 'By age' });
    const donut = screen.getByRole('img', { name: 'By gender' });
    await waitFor(() => expect(bars.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(6));
    expect(filledWith(bars, props.colors.male)).toBeGreaterThanOrEqual(3);
    expect(filledWith(bars, props.colors.female)).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(donut.querySelectorAll('.recharts-pie-sector')).toHaveLength(2));
    // 60 of 150 visitors are men, 90 women.
    expect(donut).toHaveTextContent('40%');
    expect(donut).toHaveTextContent('60%');
  });

  it('writes the legends and the shares in the text colour, not in the series colours', async () => {
    reduceMotion();
    const { container } = render(<TrafficCharts {...props} />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(2));
    const legends = [...container.querySelectorAll<HTMLElement>('.recharts-legend-item-text')];
    expect(legends.map((l) => l.textContent)).toEqual(['Men', 'Women', 'Men', 'Women']);
    for (const legend of legends) expect(legend).toHaveStyle({ color: props.colors.text });
    const donut = screen.getByRole('img', { name: 'By gender' });
    const shares = [...donut.querySelectorAll('text')].filter((t) =>
      /%$/.test(t.textContent ?? ''),
    );
    expect(shares.map((s) => s.textContent)).toEqual(['40%', '60%']);
    for (const s of shares) expect(s).toHaveAttribute('fill', props.colors.text);
  });

  it('keeps the legends in the series order (men first) whatever the labels sort to', async () => {
    reduceMotion();
    const zh = { ...props.labels, male: '男性', female: '女性' };
    const { container } = render(<TrafficCharts {...props} labels={zh} />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(2));
    const legends = [...container.querySelectorAll('.recharts-legend-item-text')];
    expect(legends.map((l) => l.textContent)).toEqual(['男性', '女性', '男性', '女性']);
  });
});

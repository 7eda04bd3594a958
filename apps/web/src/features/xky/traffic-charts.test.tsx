import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceTicks, ringSlice } from './chart-scale.ts';
import { TrafficCharts, type TrafficChartsProps } from './traffic-charts.tsx';

const props: TrafficChartsProps = {
  ages: ['A', 'B', 'C'],
  male: [10, 30, 20],
  female: [20, 40, 30],
  labels: { male: 'Men', female: 'Women', byAge: 'By age', byGender: 'By gender' },
};

const barsOf = (chart: HTMLElement, series: 'male' | 'female') => [
  ...chart.querySelectorAll<SVGPathElement>(`.rs-xky-bar.rs-xky-series--${series}`),
];
/** A bar's height, from its outline's first and second points (`M x bottom V top…`). */
const heightOf = (bar: SVGPathElement) => {
  const [, bottom, top] = /^M[\d.]+ ([\d.]+)V([\d.]+)/.exec(bar.getAttribute('d')!)!;
  return Number(bottom) - Number(top) + 4; // the rounded corner's 4 px above the V
};

describe('traffic charts', () => {
  it('draws a bar per age group and gender, as high as its figure on a round axis', () => {
    render(<TrafficCharts {...props} />);
    const chart = screen.getByRole('img', { name: 'By age' });
    const men = barsOf(chart, 'male');
    const women = barsOf(chart, 'female');
    expect(men.map((b) => b.dataset.value)).toEqual(['10', '30', '20']);
    expect(women.map((b) => b.dataset.value)).toEqual(['20', '40', '30']);
    // the axis goes 0, 10, 20, 30, 40: the tallest bar (40) fills it, 10 a quarter of it
    const ticks = [...chart.querySelectorAll('.rs-xky-chart__tick')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '10', '20', '30', '40', 'A', 'B', 'C']);
    const full = heightOf(women[1]!);
    expect(heightOf(men[0]!) / full).toBeCloseTo(0.25, 2);
    expect(heightOf(men[1]!) / full).toBeCloseTo(0.75, 2);
  });

  it('splits the visitors by gender in a ring, men first, with each share', () => {
    render(<TrafficCharts {...props} />);
    const ring = screen.getByRole('img', { name: 'By gender' });
    const slices = [...ring.querySelectorAll('.rs-xky-slice')];
    expect(slices.map((s) => s.getAttribute('class'))).toEqual([
      'rs-xky-slice rs-xky-series--male',
      'rs-xky-slice rs-xky-series--female',
    ]);
    // 60 of 150 visitors are men, 90 women
    const shares = [...ring.querySelectorAll('.rs-xky-chart__share')].map((t) => t.textContent);
    expect(shares).toEqual(['40%', '60%']);
  });

  it('keeps the legends in the series order (men first), in any language', () => {
    const zh = { ...props.labels, male: '男性', female: '女性' };
    render(<TrafficCharts {...props} labels={zh} />);
    const legends = screen.getAllByRole('listitem').map((l) => l.textContent);
    expect(legends).toEqual(['男性', '女性', '男性', '女性']);
  });

  it("shows an age group's figures where the pointer is, and hides them when it leaves", () => {
    render(<TrafficCharts {...props} />);
    const chart = screen.getByRole('img', { name: 'By age' });
    const hits = chart.querySelectorAll('.rs-xky-chart__hit');
    expect(chart.querySelector('.rs-xky-tip')).toBeNull();
    fireEvent.pointerEnter(hits[1]!);
    const tip = chart.querySelector<HTMLElement>('.rs-xky-tip')!;
    expect(within(tip).getByText('B')).toBeInTheDocument();
    expect(tip).toHaveTextContent('Men: 30');
    expect(tip).toHaveTextContent('Women: 40');
    expect(chart.querySelector('.rs-xky-chart__cursor')).not.toBeNull();
    fireEvent.pointerLeave(chart.firstElementChild!);
    expect(chart.querySelector('.rs-xky-tip')).toBeNull();

    const ring = screen.getByRole('img', { name: 'By gender' });
    fireEvent.pointerDown(ring.querySelectorAll('.rs-xky-slice')[1]!);
    expect(ring.querySelector('.rs-xky-tip')).toHaveTextContent('Women: 90');
  });

  it('draws nothing it cannot: no visitors at all is an empty ring and flat bars', () => {
    render(<TrafficCharts {...props} male={[0, 0, 0]} female={[0, 0, 0]} />);
    expect(
      screen.getByRole('img', { name: 'By gender' }).querySelector('.rs-xky-slice'),
    ).toBeNull();
    const chart = screen.getByRole('img', { name: 'By age' });
    expect(barsOf(chart, 'male').every((b) => b.getAttribute('d') === '')).toBe(true);
  });
});

describe('chart scales', () => {
  it('puts round steps on a value axis', () => {
    expect(niceTicks(536)).toEqual([0, 150, 300, 450, 600]);
    expect(niceTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it("draws a ring's slice, and a whole ring as two halves", () => {
    // a quarter from twelve to three o'clock, around (50, 50), radii 20 and 40
    expect(ringSlice(50, 50, 20, 40, 0, Math.PI / 2)).toBe(
      'M50 10 A40 40 0 0 1 90 50 L70 50 A20 20 0 0 0 50 30 Z',
    );
    expect(ringSlice(50, 50, 20, 40, 0, 2 * Math.PI).match(/M/g)).toHaveLength(2);
  });
});

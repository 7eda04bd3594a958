import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import type { TrafficChartsProps } from './traffic-charts.tsx';
import { XkyShowcase } from './xky-showcase.tsx';

// The chart chunk is replaced by a stand-in the test releases (or fails) when it chooses, so the
// showcase's loading, ready and failed states can each be seen.
const chunk = vi.hoisted(() => {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  return { pending };
});

function FakeCharts({ ages, male, female, labels }: TrafficChartsProps) {
  return (
    <div data-testid="charts">
      {labels.byAge}: {ages.join('|')} / {male.join(',')} / {female.join(',')}
    </div>
  );
}

vi.mock('./load-traffic-charts.ts', () => ({
  loadTrafficCharts: () =>
    new Promise<{ default: typeof FakeCharts }>((resolve, reject) => {
      chunk.pending.push({ resolve: () => resolve({ default: FakeCharts }), reject });
    }),
}));

const cases = [
  {
    language: 'en-US',
    title: 'The AI customer-acquisition system for physical stores',
    modules: [
      'Traffic statistics by gender and age',
      'Custom mini-programs',
      'Management dashboard',
      'AI greeter',
      'AI receptionist with voice',
      'AI hairstyle try-on',
      'AI outfit change',
    ],
    modulesLabel: 'The seven modules',
    sample: 'Sample data for demonstration',
    loading: 'Loading the charts…',
    firstAge: '<18',
    tableFirstAge: 'Under 18',
  },
  {
    language: 'zh-CN',
    title: '实体门店 AI 获客系统',
    modules: [
      '按性别和年龄的客流统计',
      '定制小程序',
      '管理驾驶舱',
      'AI 迎宾',
      'AI 语音接待员',
      'AI 发型试戴',
      'AI 换装',
    ],
    modulesLabel: '七大模块',
    sample: '示例数据，仅作演示',
    loading: '正在加载图表…',
    firstAge: '<18',
    tableFirstAge: '18 岁以下',
  },
] as const;

beforeEach(() => {
  chunk.pending.length = 0;
});

describe.each(cases)('industry showcase in $language', (c) => {
  beforeEach(async () => {
    await i18n.changeLanguage(c.language);
  });

  it('presents the system and its seven modules in the spec order', () => {
    renderWithProviders(<XkyShowcase />);
    expect(screen.getByRole('heading', { level: 2, name: c.title })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: c.modulesLabel });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(c.modules);
    expect(screen.getAllByText(c.sample).length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: c.tableFirstAge })).toBeInTheDocument();
  });

  it('loads the charts after the page, with a placeholder meanwhile', async () => {
    renderWithProviders(<XkyShowcase />);
    expect(screen.getByRole('status')).toHaveTextContent(c.loading);
    expect(screen.queryByTestId('charts')).not.toBeInTheDocument();
    await waitFor(() => expect(chunk.pending).toHaveLength(1));
    chunk.pending[0]!.resolve();
    const charts = await screen.findByTestId('charts');
    expect(charts).toHaveTextContent(c.firstAge);
    expect(charts).toHaveTextContent('96,312,405,288,164,87');
    expect(screen.queryByText(c.loading)).not.toBeInTheDocument();
  });
});

describe('industry showcase', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it('puts its title at level 1 when it opens the page', () => {
    renderWithProviders(<XkyShowcase headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: cases[0].title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  });

  it('offers a retry when the chart chunk fails to arrive', async () => {
    renderWithProviders(<XkyShowcase />);
    await waitFor(() => expect(chunk.pending).toHaveLength(1));
    chunk.pending[0]!.reject(new Error('chunk lost'));
    const failed = await screen.findByText('The charts could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(chunk.pending).toHaveLength(2));
    chunk.pending[1]!.resolve();
    expect(await screen.findByTestId('charts')).toBeInTheDocument();
    expect(failed).not.toBeInTheDocument();
  });

  it('shows the sample figures as a table too', () => {
    renderWithProviders(<XkyShowcase />);
    const table = screen.getByRole('table');
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1352', '1781']);
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { XkyShowcase } from './xky-showcase.tsx';

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
    firstAge: '<18',
    tableFirstAge: 'Under 18',
    byAge: 'Visitors by age group and gender',
    byGender: 'Visitors by gender',
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
    firstAge: '<18',
    tableFirstAge: '18 岁以下',
    byAge: '各年龄段男女客流',
    byGender: '客流性别占比',
  },
] as const;

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

  it('draws the charts with the page: no chart library to wait for (decision 053)', () => {
    renderWithProviders(<XkyShowcase />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const bars = screen.getByRole('img', { name: c.byAge });
    expect(bars).toHaveTextContent(c.firstAge);
    expect(
      [...bars.querySelectorAll('.rs-xky-series--male[data-value]')].map((b) =>
        b.getAttribute('data-value'),
      ),
    ).toEqual(['96', '312', '405', '288', '164', '87']);
    expect(screen.getByRole('img', { name: c.byGender })).toHaveTextContent('43%');
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

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { HomePage } from './home-page.tsx';

const cases = [
  {
    language: 'en-US',
    heading: 'Discover, create and chat with AI robots',
    explore: 'Explore robots',
    create: 'Create your robot',
    cards: {
      'Robot square': paths.robotList,
      'AI tools': paths.aiToolList,
      'AI genius hall': paths.articleList,
      'Industry applications': paths.xky,
    },
    industry: 'Explore industry applications',
    contact: 'Contact us',
  },
  {
    language: 'zh-CN',
    heading: '发现、创建 AI 机器人，随时开聊',
    explore: '逛逛机器人',
    create: '创建我的机器人',
    cards: {
      机器人广场: paths.robotList,
      'AI 工具': paths.aiToolList,
      'AI 天才馆': paths.articleList,
      行业应用: paths.xky,
    },
    industry: '了解行业应用',
    contact: '联系我们',
  },
] as const;

describe.each(cases)('home page in $language', (c) => {
  beforeEach(async () => {
    await i18n.changeLanguage(c.language);
  });

  it('says what the product is and links its calls to action', async () => {
    const { container } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: c.heading })).toBeInTheDocument();
    // no antd component on the page: a first visit of / loads none (decision 033)
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(screen.getByRole('link', { name: c.explore })).toHaveAttribute('href', paths.robotList);
    expect(screen.getByRole('link', { name: c.create })).toHaveAttribute('href', paths.robotList);
    expect(screen.getByRole('link', { name: c.industry })).toHaveAttribute('href', paths.xky);
    expect(screen.getByRole('link', { name: c.contact })).toHaveAttribute('href', paths.contact);
  });

  it('leads into every part of the product', () => {
    renderWithProviders(<HomePage />);
    for (const [title, href] of Object.entries(c.cards)) {
      const heading = screen.getByRole('heading', { level: 3, name: title });
      expect(heading.closest('a')).toHaveAttribute('href', href);
    }
    const steps = screen.getAllByRole('list').find((l) => l.tagName === 'OL');
    expect(within(steps!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('navigates inside the app from a call to action', async () => {
    const { router } = renderWithProviders(<HomePage />);
    screen.getByRole('link', { name: c.explore }).click();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.robotList);
  });
});

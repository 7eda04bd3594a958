import type { AiToolCard, ArticleCard, XkyCard } from '@robot/contracts';
import { aiToolApi, articleApi, robotApi, xkyApi } from '@robot/contracts/client';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { scrollNear, stubIntersectionObserver } from '../../test/fake-intersection-observer.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { robotFixture } from '../../test/robot-fixtures.tsx';
import { LiveSection } from './components/live-section.tsx';
import { HomePage } from './home-page.tsx';

const common = {
  ownerUUID: 'o',
  ownerNickname: 'Ada',
  categories: [1],
  viewCount: 1,
  favoriteCount: 0,
  isFavorite: false,
  hidden: false,
  featured: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tool = (n: number): AiToolCard => ({
  ...common,
  uuid: uuid(n),
  image: `/files/tool-${n}.png`,
  name: `Tool ${n}`,
  intro: `Does thing ${n}`,
  url: 'https://example.com',
});
const article = (n: number): ArticleCard => ({
  ...common,
  uuid: uuid(100 + n),
  cover: '',
  title: `Article ${n}`,
  excerpt: `About ${n}`,
});
const xky = (n: number): XkyCard => ({
  ...common,
  uuid: uuid(200 + n),
  cover: `/files/case-${n}.png`,
  title: `Store case ${n}`,
  intro: `A shop ${n}`,
  url: null,
});
const listOf = <T,>(list: T[]) => ({ list, total: list.length });

const region = (name: string) => screen.getByRole('region', { name });
const calledPaths = () => apiCalls().map((c) => c.url.split('?')[0]);

beforeEach(async () => {
  stubIntersectionObserver();
  await i18n.changeLanguage('en-US');
});
afterEach(() => vi.unstubAllGlobals());

function serveAll() {
  serve(
    handle(robotApi.hot, () => listOf([robotFixture({ robotName: 'Hot One' })])),
    handle(aiToolApi.featured, () => listOf([tool(1), tool(2)])),
    handle(articleApi.search, () => listOf([article(1)])),
    handle(xkyApi.search, () => listOf([xky(1)])),
  );
}

describe('home page live sections', () => {
  it('asks for hot robots at once and for the others only when the reader nears them', async () => {
    serveAll();
    renderWithProviders(<HomePage />);
    const robots = region('Hot robots');
    expect(within(robots).getByRole('list', { name: 'Loading…' })).toBeInTheDocument();
    const hot = await within(robots).findByRole('link', { name: /Hot One/ });
    expect(hot).toHaveAttribute('href', paths.robotInfo(robotFixture().uuid));
    expect(within(robots).getByRole('link', { name: /All robots/ })).toHaveAttribute(
      'href',
      paths.robotList,
    );
    expect(calledPaths()).toEqual([robotApi.hot.path]);
    // Below the fold: a skeleton holds the place, and nothing is fetched yet.
    const placeholder = within(region('Featured AI tools')).getByRole('list', { name: 'Loading…' });
    expect(placeholder.children).toHaveLength(6);

    scrollNear(region('Featured AI tools'));
    const tools = region('Featured AI tools');
    const first = await within(tools).findByRole('link', { name: /Tool 1/ });
    expect(first).toHaveAttribute('href', paths.aiToolInfo(uuid(1)));
    const img = first.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '56');
    expect(within(tools).getByRole('link', { name: /All AI tools/ })).toHaveAttribute(
      'href',
      paths.aiToolList,
    );
    expect(calledPaths()).toEqual([robotApi.hot.path, aiToolApi.featured.path]);

    scrollNear(region('Latest articles'));
    const articleLink = await within(region('Latest articles')).findByRole('link', {
      name: /Article 1/,
    });
    expect(articleLink).toHaveAttribute('href', paths.articleInfo(uuid(101)));
    // An article without a cover shows its initial instead of a broken picture.
    expect(articleLink.querySelector('img')).toBeNull();
    expect(articleLink.querySelector('.rs-home-item__thumb--initial')).toHaveTextContent('A');
    const articleCall = apiCalls().find((c) => c.url.startsWith(articleApi.search.path))!;
    expect(new URLSearchParams(articleCall.url.split('?')[1]).get('sort')).toBe('latest');

    scrollNear(region('Industry cases'));
    const cases = region('Industry cases');
    expect(await within(cases).findByRole('link', { name: /Store case 1/ })).toHaveAttribute(
      'href',
      paths.xkyInfo(uuid(201)),
    );
    expect(within(cases).getByRole('link', { name: /All industry applications/ })).toHaveAttribute(
      'href',
      paths.xky,
    );
    expect(calledPaths()).toHaveLength(4);
  });

  it('says so gently when a section has nothing yet', async () => {
    serve(
      handle(robotApi.hot, () => listOf([])),
      handle(aiToolApi.featured, () => listOf([])),
    );
    renderWithProviders(<HomePage />);
    expect(
      await within(region('Hot robots')).findByText(/No public robots yet/),
    ).toBeInTheDocument();
    scrollNear(region('Featured AI tools'));
    const tools = region('Featured AI tools');
    expect(await within(tools).findByText(/No featured tools yet/)).toBeInTheDocument();
    expect(within(tools).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows a failed section with a retry that loads it again', async () => {
    let fail = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(
      handle(robotApi.hot, () => listOf([robotFixture()])),
      handle(articleApi.search, async () => {
        if (fail) return refuse('errors.tooManyRequests');
        await held;
        return listOf([article(2)]);
      }),
    );
    const articleCalls = () => calledPaths().filter((p) => p === articleApi.search.path).length;
    renderWithProviders(<HomePage />);
    scrollNear(region('Latest articles'));
    const articles = region('Latest articles');
    expect(await within(articles).findByRole('alert')).toHaveTextContent(
      'This section could not be loaded.',
    );
    // The other sections are unaffected.
    expect(
      await within(region('Hot robots')).findByRole('link', { name: /Travel Planner/ }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(articles).getByRole('button', { name: 'Retry' }));
    // While it asks again, the skeleton holds the section's room.
    expect(await within(articles).findByRole('list', { name: 'Loading…' })).toBeInTheDocument();
    expect(articleCalls()).toBe(2);
    release();
    expect(await within(articles).findByRole('link', { name: /Article 2/ })).toBeInTheDocument();
    expect(within(articles).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Chinese in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    serveAll();
    renderWithProviders(<HomePage />);
    expect(
      await within(region('热门机器人')).findByRole('link', { name: /Hot One/ }),
    ).toBeInTheDocument();
    for (const name of ['精选 AI 工具', '最新文章', '行业应用案例']) {
      expect(region(name)).toBeInTheDocument();
    }
  });
});

describe('a live section that failed', () => {
  const renderFailed = (isFetching: boolean) => {
    const refetch = vi.fn();
    const query = { isSuccess: false, isError: true, isFetching, refetch };
    render(
      <MemoryRouter>
        <LiveSection<string>
          id="s"
          title="Things"
          subtitle="Some things"
          moreTo="/things"
          moreLabel="All things"
          emptyText="No things"
          size={3}
          query={query as unknown as UseQueryResult<string[]>}
          renderItem={(x) => x}
          keyOf={(x) => x}
        />
      </MemoryRouter>,
    );
    return { refetch, retry: screen.getByRole('button', { name: 'Retry' }) };
  };

  it('asks again when Retry is pressed', async () => {
    const { refetch, retry } = renderFailed(false);
    expect(retry).not.toHaveAttribute('aria-busy');
    await userEvent.click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows that it is asking again and ignores a second press', async () => {
    // (a failed background refresh of items already shown: the query stays in error while fetching)
    const { refetch, retry } = renderFailed(true);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry.querySelector('.rs-home-live__spin')).not.toBeNull();
    await userEvent.click(retry);
    expect(refetch).not.toHaveBeenCalled();
  });
});

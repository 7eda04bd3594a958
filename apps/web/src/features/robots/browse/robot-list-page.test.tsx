import { robotApi } from '@robot/contracts/client';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCategoriesStore } from '../../../stores/categories-store.ts';
import { apiCalls, handle, refuse, serve, unanswered } from '../../../test/msw.ts';
import { renderApp, robotFixture } from '../../../test/robot-fixtures.tsx';

const slow = { timeout: 10_000 };
const robots = [
  robotFixture(),
  robotFixture({ uuid: '22222222-2222-4222-8222-222222222222', robotName: 'Code Reviewer' }),
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
  useCategoriesStore.setState({
    robotCategories: [
      { id: 1, nameEn: 'General', nameZh: '通用助手' },
      { id: 2, nameEn: 'Writing', nameZh: '写作创作' },
    ],
  });
});

/** The queries of the calls to `path`, in order. */
const queriesOf = (path: string) =>
  apiCalls()
    .filter((c) => new URL(c.url, 'http://x').pathname === path)
    .map((c) => new URL(c.url, 'http://x').searchParams);

/** The search answers both robots (and `more` what they answer); other calls stay unanswered. */
const serveSearch = (...more: HttpHandler[]) =>
  serve(
    handle(robotApi.search, () => ({ list: robots, total: 2 })),
    ...more,
    unanswered,
  );

// Rendering the whole app with antd in jsdom is slow on a shared machine; nothing here is timed.
describe('robot square', { timeout: 60_000 }, () => {
  it('renders the results, the total and the hot strip', async () => {
    serveSearch(handle(robotApi.hot, () => ({ list: [robots[1]!], total: 1 })));
    renderApp('/robot-list');
    expect(await screen.findByText('2 robots', undefined, slow)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Robots' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    const hot = await screen.findByRole('region', { name: 'Hot robots' });
    expect(within(hot).getByRole('heading', { level: 2, name: 'Hot robots' })).toBeInTheDocument();
    expect(within(hot).getByRole('link', { name: /Code Reviewer/ })).toHaveAttribute(
      'href',
      `/robot-info/${robots[1]!.uuid}`,
    );
    const query = queriesOf(robotApi.search.path)[0]!;
    expect(query.get('sort')).toBe('favorites');
    expect(query.get('skip')).toBe('0');
    // The cards, the hot strip and the page's own header are plain elements (decision 034).
    expect(screen.getByRole('heading', { level: 1, name: 'Robot square' })).toBeInTheDocument();
    for (const part of [grid, hot, screen.getByRole('button', { name: 'Create robot' })]) {
      expect(part.closest('[class^="ant-"], [class*=" ant-"]')).toBeNull();
      expect(part.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    }
  });

  it('holds the room of cards and hot robots with placeholders while loading', async () => {
    serve(unanswered);
    renderApp('/robot-list');
    const grid = await screen.findByRole('list', { name: 'Robots' }, slow);
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid.children).toHaveLength(8);
    expect(within(grid).queryByRole('article')).not.toBeInTheDocument();
    const hot = screen.getByRole('region', { name: 'Hot robots' });
    expect(within(hot).queryByRole('link')).not.toBeInTheDocument();
    for (const part of [grid, hot]) {
      expect(part.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    }
  });

  it('loads the next page with the Load more button, busy while it loads', async () => {
    const page = (skip: number) =>
      Array.from({ length: 2 }, (_, i) =>
        robotFixture({
          uuid: `3333333${skip + i}-3333-4333-8333-333333333333`,
          robotName: `R${skip + i}`,
        }),
      );
    let release = () => {};
    serve(
      handle(robotApi.search, async ({ query }) => {
        const skip = Number(query.get('skip'));
        if (skip > 0) await new Promise<void>((resolve) => (release = resolve));
        return { list: page(skip), total: 4 };
      }),
      unanswered,
    );
    renderApp('/robot-list');
    const more = await screen.findByRole('button', { name: 'Load more' }, slow);
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-busy', 'true'));
    release();
    const grid = screen.getByRole('list', { name: 'Robots' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('passes keyword, category and sort from the URL, and hides hot robots while searching', async () => {
    serveSearch();
    renderApp('/robot-list?keyword=trip&category=2&sort=latest');
    await screen.findByText('2 robots for “trip”', undefined, slow);
    const query = queriesOf(robotApi.search.path)[0]!;
    expect(query.get('keyword')).toBe('trip');
    expect(query.get('category')).toBe('2');
    expect(query.get('sort')).toBe('latest');
    expect(screen.getByRole('searchbox', { name: 'Search robots' })).toHaveValue('trip');
    expect(screen.getByRole('tab', { name: 'Writing' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesOf(robotApi.hot.path)).toHaveLength(0);
  });

  it('searches on Enter and changes sort and category through the URL', async () => {
    serveSearch();
    const router = renderApp('/robot-list');
    const box = await screen.findByRole('searchbox', { name: 'Search robots' }, slow);
    await userEvent.type(box, 'code{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('code'),
    );
    await userEvent.click(screen.getByText('Newest'));
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await waitFor(() => {
      const last = queriesOf(robotApi.search.path).at(-1)!;
      expect(last.get('keyword')).toBe('code');
      expect(last.get('sort')).toBe('latest');
      expect(last.get('category')).toBe('1');
    });
    expect(router.state.location.search).toContain('sort=latest');
  });

  it('suggests clearing the search when nothing matches', async () => {
    serve(
      handle(robotApi.search, ({ query }) => ({
        list: query.get('keyword') ? [] : robots,
        total: query.get('keyword') ? 0 : 2,
      })),
      unanswered,
    );
    const router = renderApp('/robot-list?keyword=zzz');
    expect(await screen.findByText('No robots match “zzz”', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Log in to create one')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Clear search'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('2 robots', undefined, slow)).toBeInTheDocument();
  });

  it('signed out, both ways to create go to login and come back to this search', async () => {
    serve(
      handle(robotApi.search, () => ({ list: [], total: 0 })),
      unanswered,
    );
    const router = renderApp('/robot-list?keyword=zzz');
    await userEvent.click(await screen.findByText('Log in to create one', undefined, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Frobot-list%3Fkeyword%3Dzzz');
    await router.navigate(-1);
    await userEvent.click(await screen.findByRole('button', { name: 'Create robot' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Frobot-list%3Fkeyword%3Dzzz');
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    serve(
      handle(robotApi.search, () =>
        fail ? refuse('errors.databaseError') : { list: robots, total: 2 },
      ),
      unanswered,
    );
    renderApp('/robot-list');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('Could not load the robots')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('2 robots')).toBeInTheDocument();
    expect(queriesOf(robotApi.search.path)).toHaveLength(2);
  });
});

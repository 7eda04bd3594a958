import { robotApi } from '@robot/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCategoriesStore } from '../../../stores/categories-store.ts';
import { envelope, renderApp, robotFixture, stubApi } from '../../../test/robot-fixtures.tsx';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering the whole app with antd in jsdom is slow on a shared machine; nothing here is timed.
describe('robot square', { timeout: 60_000 }, () => {
  it('renders the results, the total and the hot strip', async () => {
    const api = stubApi((url) => {
      if (url.pathname === robotApi.search.path) return envelope({ list: robots, total: 2 });
      if (url.pathname === robotApi.hot.path) return envelope({ list: [robots[1]], total: 1 });
      return undefined;
    });
    renderApp('/robot-list');
    expect(await screen.findByText('2 robots', undefined, slow)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Robots' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Hot robots' })).toBeInTheDocument();
    const query = api.calls(robotApi.search.path)[0]!.url.searchParams;
    expect(query.get('sort')).toBe('favorites');
    expect(query.get('skip')).toBe('0');
  });

  it('passes keyword, category and sort from the URL, and hides hot robots while searching', async () => {
    const api = stubApi((url) =>
      url.pathname === robotApi.search.path ? envelope({ list: robots, total: 2 }) : undefined,
    );
    renderApp('/robot-list?keyword=trip&category=2&sort=latest');
    await screen.findByText('2 robots for “trip”', undefined, slow);
    const query = api.calls(robotApi.search.path)[0]!.url.searchParams;
    expect(query.get('keyword')).toBe('trip');
    expect(query.get('category')).toBe('2');
    expect(query.get('sort')).toBe('latest');
    expect(screen.getByRole('searchbox', { name: 'Search robots' })).toHaveValue('trip');
    expect(screen.getByRole('tab', { name: 'Writing' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls(robotApi.hot.path)).toHaveLength(0);
  });

  it('searches on Enter and changes sort and category through the URL', async () => {
    const api = stubApi((url) =>
      url.pathname === robotApi.search.path ? envelope({ list: robots, total: 2 }) : undefined,
    );
    const router = renderApp('/robot-list');
    const box = await screen.findByRole('searchbox', { name: 'Search robots' }, slow);
    await userEvent.type(box, 'code{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('code'),
    );
    await userEvent.click(screen.getByText('Newest'));
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await waitFor(() => {
      const last = api.calls(robotApi.search.path).at(-1)!.url.searchParams;
      expect(last.get('keyword')).toBe('code');
      expect(last.get('sort')).toBe('latest');
      expect(last.get('category')).toBe('1');
    });
    expect(router.state.location.search).toContain('sort=latest');
  });

  it('suggests clearing the search when nothing matches', async () => {
    stubApi((url) =>
      url.pathname === robotApi.search.path
        ? envelope({
            list: url.searchParams.get('keyword') ? [] : robots,
            total: url.searchParams.get('keyword') ? 0 : 2,
          })
        : undefined,
    );
    const router = renderApp('/robot-list?keyword=zzz');
    expect(await screen.findByText('No robots match “zzz”', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Log in to create one')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Clear search'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('2 robots', undefined, slow)).toBeInTheDocument();
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    const api = stubApi((url) => {
      if (url.pathname !== robotApi.search.path) return undefined;
      return fail
        ? envelope(null, 10500, 'errors.databaseError')
        : envelope({ list: robots, total: 2 });
    });
    renderApp('/robot-list');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('Could not load the robots')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('2 robots')).toBeInTheDocument();
    expect(api.calls(robotApi.search.path)).toHaveLength(2);
  });
});

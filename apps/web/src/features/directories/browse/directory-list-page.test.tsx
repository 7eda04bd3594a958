import { aiToolApi, articleApi } from '@robot/contracts/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import {
  aiToolCardFixture,
  articleCardFixture,
  directoryCategories,
} from '../../../test/directory-fixtures.ts';
import { apiCalls, handle, refuse, serve, unanswered } from '../../../test/msw.ts';
import { renderApp } from '../../../test/robot-fixtures.tsx';

const slow = { timeout: 10_000 };
const tools = [
  aiToolCardFixture(),
  aiToolCardFixture({ uuid: '22222222-2222-4222-8222-222222222222', name: 'Code Buddy' }),
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
});

/** The queries of the calls to `path`, in order. */
const queriesOf = (path: string) =>
  apiCalls()
    .filter((c) => new URL(c.url, 'http://x').pathname === path)
    .map((c) => new URL(c.url, 'http://x').searchParams);

const categories = handle(aiToolApi.category, () => ({ list: directoryCategories, total: 2 }));

/** The search answers both tools (and `more` what they answer); other calls stay unanswered. */
const serveSearch = (...more: HttpHandler[]) =>
  serve(
    handle(aiToolApi.search, () => ({ list: tools, total: 2 })),
    categories,
    ...more,
    unanswered,
  );

// Rendering the whole app with antd in jsdom is slow on a shared machine; nothing here is timed.
describe('AI tool list', { timeout: 60_000 }, () => {
  it('renders the cards, the total, the featured row and the hot strip', async () => {
    serveSearch(
      handle(aiToolApi.featured, () => ({ list: [tools[1]!], total: 1 })),
      handle(aiToolApi.hot, () => ({ list: [tools[0]!], total: 1 })),
    );
    renderApp('/ai-tool-list');
    expect(await screen.findByText('2 AI tools', undefined, slow)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'AI tools' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getAllByText('Writing')).toHaveLength(2);
    const featured = await screen.findByRole('list', { name: 'Featured tools' });
    expect(within(featured).getByText('Code Buddy')).toBeInTheDocument();
    const hot = await screen.findByRole('list', { name: 'Most visited' });
    expect(within(hot).getByRole('link', { name: /Sketch Pal/ })).toHaveAttribute(
      'href',
      `/ai-tool-info/${tools[0]!.uuid}`,
    );
    const query = queriesOf(aiToolApi.search.path)[0]!;
    expect(query.get('sort')).toBe('favorites');
    expect(query.get('skip')).toBe('0');
  });

  it('searches, sorts and filters through the URL and asks the server each time', async () => {
    serveSearch();
    const router = renderApp('/ai-tool-list');
    const box = await screen.findByRole('searchbox', { name: 'Search AI tools' }, slow);
    expect(screen.getByRole('list', { name: 'Featured tools' })).toBeInTheDocument();
    await userEvent.type(box, 'draw{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('draw'),
    );
    await userEvent.click(screen.getByText('Newest'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Images' }));
    await waitFor(() => {
      const last = queriesOf(aiToolApi.search.path).at(-1)!;
      expect(last.get('keyword')).toBe('draw');
      expect(last.get('sort')).toBe('latest');
      expect(last.get('category')).toBe('2');
    });
    // Searching hides the featured row and the hot strip.
    expect(screen.queryByRole('list', { name: 'Featured tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Most visited' })).not.toBeInTheDocument();
  });

  it('loads the next page from where the loaded ones end', async () => {
    const first = Array.from({ length: 24 }, (_, i) =>
      aiToolCardFixture({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }),
    );
    serve(
      handle(aiToolApi.search, ({ query }) =>
        query.get('skip') === '0'
          ? { list: first, total: 25 }
          : { list: [aiToolCardFixture({ name: 'The last one' })], total: 25 },
      ),
      categories,
      unanswered,
    );
    renderApp('/ai-tool-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }, slow));
    // a next page on its way is not the first: nothing waits behind it
    expect(document.querySelector('[data-rs-wait]')).toBeNull();
    expect(await screen.findByText('The last one')).toBeInTheDocument();
    expect(queriesOf(aiToolApi.search.path).map((q) => q.get('skip'))).toEqual(['0', '24']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("marks its first page's skeleton for the app shell to wait behind, and nothing after", async () => {
    serve(categories, unanswered);
    renderApp('/ai-tool-list');
    const grid = await screen.findByRole('list', { name: /AI tools/ }, slow);
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid).toHaveAttribute('data-rs-wait');
  });

  it('suggests clearing a search that finds nothing', async () => {
    serve(
      handle(aiToolApi.search, ({ query }) =>
        query.get('keyword') ? { list: [], total: 0 } : { list: tools, total: 2 },
      ),
      categories,
      unanswered,
    );
    const router = renderApp('/ai-tool-list?keyword=zzz');
    expect(await screen.findByText('Nothing matches “zzz”', undefined, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('2 AI tools')).toBeInTheDocument();
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    serve(
      handle(aiToolApi.search, () =>
        fail ? refuse('errors.databaseError') : { list: tools, total: 2 },
      ),
      categories,
      unanswered,
    );
    renderApp('/ai-tool-list');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('Could not load the AI tools')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('2 AI tools')).toBeInTheDocument();
    expect(queriesOf(aiToolApi.search.path)).toHaveLength(2);
  });
});

describe('article list', { timeout: 60_000 }, () => {
  it('shows article cards with their excerpt, an empty category with a way back to all', async () => {
    serve(
      handle(articleApi.search, ({ query }) =>
        query.get('category') ? { list: [], total: 0 } : { list: [articleCardFixture()], total: 1 },
      ),
      handle(articleApi.category, () => ({ list: directoryCategories, total: 2 })),
      unanswered,
    );
    const router = renderApp('/article-list');
    const card = await screen.findByRole('article', { name: 'Prompting for beginners' }, slow);
    expect(within(card).getByText('Five habits that make answers better')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      `/article-info/${articleCardFixture().uuid}`,
    );
    expect(queriesOf(aiToolApi.featured.path)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Images' }));
    expect(await screen.findByText('No articles here yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all categories' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Prompting for beginners' })).toBeVisible();
  });
});

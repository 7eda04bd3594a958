import { aiToolApi, articleApi, ErrorKey, pathWith, usageApi } from '@robot/contracts/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveArticlePage } from '../../../test/article-page-api.ts';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import {
  aiToolFixture,
  articleFixture,
  directoryCategories,
} from '../../../test/directory-fixtures.ts';
import { apiCalls, handle, refuse, serve, unanswered } from '../../../test/msw.ts';
import { renderApp } from '../../../test/robot-fixtures.tsx';

const slow = { timeout: 10_000 };
const tool = aiToolFixture();
const article = articleFixture();

const callsTo = (method: string, path: string) =>
  apiCalls().filter((c) => c.method === method && c.url.split('?')[0] === path);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({
    token: 'tok',
    user: { uuid: 'viewer-1', username: 'v', email: null, nickname: 'V' } as never,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering the whole app with antd in jsdom is slow on a shared machine; nothing here is timed.
describe('directory detail', { timeout: 60_000 }, () => {
  it('renders an article as markdown with a table of contents and counts one view', async () => {
    serveArticlePage(article);
    renderApp(`/article-info/${article.uuid}`);
    const toc = await screen.findByRole('navigation', { name: 'Contents' }, slow);
    // the text's "## Be specific" sits under its "# Prompting…", under the page's h1
    await screen.findByRole('heading', { level: 3, name: 'Be specific' }, slow);
    const links = within(toc).getAllByRole('link');
    // Three real headings; the '#' line inside the code block is code, not a heading.
    expect(links.map((a) => a.textContent)).toEqual([
      'Prompting for beginners',
      'Be specific',
      'Give examples',
      'Show the format',
    ]);
    const target = links[1]!.getAttribute('href')!.slice(1);
    expect(document.getElementById(target)).toHaveTextContent('Be specific');
    expect(document.getElementById(target)!.tagName).toBe('H3');
    expect(screen.getByText('# not a heading')).toBeInTheDocument();
    expect(await screen.findByText('Writing')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-views')).toHaveTextContent('11'));
    expect(callsTo('POST', pathWith(articleApi.watch.path, { uuid: article.uuid }))).toHaveLength(
      1,
    );
  });

  it('fetches the cover at once for both of its pictures: the backdrop, larger, is the page’s LCP', async () => {
    const cover = '/uploads/covers/notes.png';
    serveArticlePage({ ...article, cover });
    renderApp(`/article-detail/${article.uuid}`);
    const pictures = () => [...document.querySelectorAll('.rs-dir-cover img')];
    await waitFor(() => expect(pictures()).toHaveLength(2), slow);
    expect(pictures().map((img) => img.getAttribute('src'))).toEqual([cover, cover]);
    for (const img of pictures()) expect(img).toHaveAttribute('loading', 'eager');
  });

  it("loads an S3 install's uploads in the text once the site settings name their base", async () => {
    const base = 'https://cdn.example.com/bucket/';
    let answerSettings!: () => void;
    const settingsWanted = new Promise<void>((resolve) => (answerSettings = resolve));
    serve(
      handle(articleApi.detail, () =>
        articleFixture({
          content: `Intro\n\n![the chart](${base}0a1b-c2.png)\n\n![look-alike](https://cdn.example.com/bucket-evil/0a1b-c2.png)`,
        }),
      ),
      handle(usageApi.siteSettings, async () => {
        await settingsWanted;
        return { registrationOpen: true, announcement: null, uploadsBaseUrl: base };
      }),
      unanswered,
    );
    renderApp(`/article-info/${article.uuid}`);
    // Until the settings have come, the base is unknown: a link, as any other image.
    const link = await screen.findByRole('link', { name: /the chart/ }, slow);
    expect(link).toHaveAttribute('href', `${base}0a1b-c2.png`);
    expect(screen.queryByRole('img', { name: 'the chart' })).toBeNull();
    answerSettings();
    expect(await screen.findByRole('img', { name: 'the chart' }, slow)).toHaveAttribute(
      'src',
      `${base}0a1b-c2.png`,
    );
    expect(screen.queryByRole('link', { name: /the chart/ })).toBeNull();
    expect(screen.getByRole('link', { name: /look-alike/ })).toHaveAttribute(
      'href',
      'https://cdn.example.com/bucket-evil/0a1b-c2.png',
    );
    expect(screen.queryByRole('img', { name: 'look-alike' })).toBeNull();
  });

  it('shows the item with its category tags at once: it waits for the names, not the reverse', async () => {
    let answer: (() => void) | undefined;
    serve(
      handle(articleApi.detail, () => article),
      handle(
        articleApi.category,
        () =>
          new Promise<{ list: typeof directoryCategories; total: number }>((resolve) => {
            answer = () => resolve({ list: directoryCategories, total: 2 });
          }),
      ),
      handle(articleApi.watch, () => ({ viewCount: 11 })),
      unanswered,
    );
    renderApp(`/article-info/${article.uuid}`);
    // both asked at once, the names not after the item
    await waitFor(() => expect(answer).toBeDefined(), slow);
    await waitFor(() =>
      expect(callsTo('GET', pathWith(articleApi.detail.path, { uuid: article.uuid }))).toHaveLength(
        1,
      ),
    );
    // the item is in, the names are not: the page still shows its skeleton, not a title whose tag
    // row would grow a line under the reader's eyes
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(0);
    answer!();
    const [title] = await screen.findAllByRole('heading', { level: 1 }, slow);
    expect(title).toHaveTextContent(article.title);
    expect(screen.getByText('Writing')).toBeInTheDocument();
  });

  it('shows no table of contents for a short text', async () => {
    serve(
      handle(aiToolApi.detail, () => tool),
      unanswered,
    );
    renderApp(`/ai-tool-info/${tool.uuid}`);
    expect(await screen.findByRole('heading', { name: 'How it works' }, slow)).toBeInTheDocument();
    expect(screen.getByText('press go').tagName).toBe('STRONG');
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
  });

  it('opens an AI tool site in a new tab without opener and records the visit', async () => {
    serve(
      handle(aiToolApi.detail, () => tool),
      handle(aiToolApi.watch, () => ({ viewCount: 42 })),
      unanswered,
    );
    renderApp(`/ai-tool-detail/${tool.uuid}`);
    const visit = await screen.findByRole('link', { name: /Visit the site/ }, slow);
    expect(visit).toHaveAttribute('href', tool.url);
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    // An AI tool counts a view on a visit to its site, not on opening its page.
    expect(callsTo('POST', pathWith(aiToolApi.watch.path, { uuid: tool.uuid }))).toHaveLength(0);
    visit.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(visit);
    await waitFor(() =>
      expect(callsTo('POST', pathWith(aiToolApi.watch.path, { uuid: tool.uuid }))).toHaveLength(1),
    );
    await waitFor(() => expect(screen.getByTestId('stat-views')).toHaveTextContent('42'));
  });

  it('offers no visit button for an address that is not http(s)', async () => {
    serve(
      handle(aiToolApi.detail, () => aiToolFixture({ url: 'javascript:alert(1)' })),
      unanswered,
    );
    renderApp(`/ai-tool-info/${tool.uuid}`);
    await screen.findByRole('heading', { name: 'Sketch Pal' }, slow);
    expect(screen.queryByRole('link', { name: /Visit the site/ })).not.toBeInTheDocument();
  });

  it('toggles the favourite of a signed-in user', async () => {
    serve(
      handle(aiToolApi.detail, () => tool),
      handle(aiToolApi.favorite, ({ body }) => ({ favorite: body.favorite, favoriteCount: 7 })),
      unanswered,
    );
    renderApp(`/ai-tool-info/${tool.uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }, slow));
    const pressed = await screen.findByRole('button', { name: /Favourited/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('stat-favorites')).toHaveTextContent('7'));
    expect(callsTo('POST', aiToolApi.favorite.path)[0]!.body).toEqual({
      uuid: tool.uuid,
      favorite: true,
    });
  });

  it('asks a visitor to log in to favourite, and comes back', async () => {
    useAuthStore.setState({ token: null, user: null });
    serve(
      handle(articleApi.detail, () => article),
      unanswered,
    );
    const router = renderApp(`/article-detail/${article.uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/article-detail/${article.uuid}`,
    );
    expect(callsTo('POST', articleApi.favorite.path)).toHaveLength(0);
  });

  it('answers a hidden or missing item with the kind’s not-found state and a way to the list', async () => {
    serve(
      handle(aiToolApi.detail, () => refuse('errors.aiToolNotFound')),
      unanswered,
    );
    const router = renderApp(`/ai-tool-detail/${tool.uuid}`);
    expect(await screen.findByText('AI tool not found', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Visit the site/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Browse all AI tools/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-tool-list'));
  });

  it('answers a failed load with a retry and no 404 picture: the item may well exist', async () => {
    serve(
      handle(aiToolApi.detail, () => refuse(ErrorKey.databaseError)),
      unanswered,
    );
    renderApp(`/ai-tool-detail/${tool.uuid}`);
    expect(
      await screen.findByText('Could not load this page', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it('shares the public page through the system share sheet', async () => {
    serve(
      handle(aiToolApi.detail, () => tool),
      unanswered,
    );
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    renderApp(`/ai-tool-info/${tool.uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: /Share/ }, slow));
    await userEvent.click(await screen.findByText('Share…'));
    expect(share).toHaveBeenCalledWith({
      title: tool.name,
      text: tool.intro,
      url: `${window.location.origin}/ai-tool-detail/${tool.uuid}`,
    });
  });

  it('copies the link where there is no share sheet', async () => {
    serve(
      handle(articleApi.detail, () => article),
      unanswered,
    );
    Object.defineProperty(navigator, 'share', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    const user = userEvent.setup();
    renderApp(`/article-info/${article.uuid}`);
    await user.click(await screen.findByRole('button', { name: /Share/ }, slow));
    await user.click(await screen.findByText('Copy link'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/article-detail/${article.uuid}`,
    );
  });
});

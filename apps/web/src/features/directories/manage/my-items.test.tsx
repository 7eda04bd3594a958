import { aiToolApi, articleApi, ErrorKey, xkyApi } from '@robot/contracts/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { appRoutes } from '../../../app/routes.tsx';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { aiTool, serveCategories, xky } from '../../../test/directory-manage-kit.tsx';
import { apiCalls, handle, refuse, serve, unanswered } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { MyItemsPage } from '../index.ts';
import { MyItemsPanel } from './my-items-panel.tsx';

const card = (uuid: string, name: string, hidden = false) => {
  const { detail: _detail, ...rest } = aiTool({ uuid, name, hidden });
  return rest;
};
const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
  serveCategories('aitool');
});

describe('my AI tools', () => {
  it('lists my submissions with categories, counts, the hidden flag, a link and Edit', async () => {
    serve(
      handle(aiToolApi.mine, () => ({
        list: [card(U1, 'Image Studio'), card(U2, 'Hidden Tool', true)],
        total: 2,
      })),
      handle(aiToolApi.detail, ({ params }) => aiTool({ uuid: params.uuid, name: 'Hidden Tool' })),
    );
    renderWithProviders(<MyItemsPanel kind="aitool" />);
    const link = await screen.findByRole('link', { name: 'Image Studio' });
    expect(link).toHaveAttribute('href', `/ai-tool-info/${U1}`);
    const rows = screen.getAllByRole('listitem');
    expect(await within(rows[0]!).findByText('Cat 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('7 views')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('3 favourites')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Hidden by moderators')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hidden by moderators')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Hidden Tool' }));
    await screen.findByRole('dialog', { name: 'Edit AI tool' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Hidden Tool'));
    expect(apiCalls().some((c) => c.url === `/api/aitool/detail/${U2}`)).toBe(true);
  });

  it('invites a first submission when there is none', async () => {
    serve(handle(aiToolApi.mine, () => ({ list: [], total: 0 })));
    renderWithProviders(<MyItemsPanel kind="aitool" />);
    expect(await screen.findByText('No tools yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Submit your first tool/ }));
    expect(await screen.findByRole('dialog', { name: 'Submit an AI tool' })).toBeInTheDocument();
  });

  it('fetches favourites only when their tab opens; an empty one leads to the list', async () => {
    serve(
      handle(aiToolApi.mine, () => ({ list: [], total: 0 })),
      handle(aiToolApi.favorites, () => ({ list: [], total: 0 })),
    );
    renderWithProviders(<MyItemsPanel kind="aitool" />);
    await screen.findByText('No tools yet');
    expect(apiCalls().some((c) => c.url.startsWith('/api/aitool/favorites/get'))).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'My favourites' }));
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
    expect(
      screen.getByText("Tap “Favourite” on a tool's page to keep it here"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse AI tools' })).toHaveAttribute(
      'href',
      '/ai-tool-list',
    );
    expect(apiCalls().some((c) => c.url.startsWith('/api/aitool/favorites/get'))).toBe(true);
  });

  it.each(['en-US', 'zh-CN'])(
    '%s: the empty favourites name the button the pages show (a heart labelled Favourite, no star)',
    (lng) => {
      const button = i18n.t('directories:detail.favorite', { lng });
      for (const kind of ['aitool', 'article', 'xky'] as const) {
        const hint = i18n.t(`directoryForm:empty.favorites.${kind}`, { lng });
        expect(hint).toContain(`“${button}”`);
        expect(hint).not.toMatch(/star|星标/i);
      }
    },
  );

  it('lists favourites with no Edit button', async () => {
    serve(
      handle(aiToolApi.mine, () => ({ list: [], total: 0 })),
      handle(aiToolApi.favorites, () => ({ list: [card(U1, 'Image Studio')], total: 1 })),
    );
    renderWithProviders(<MyItemsPanel kind="aitool" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'My favourites' }));
    expect(await screen.findByRole('link', { name: 'Image Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('says why the list failed and retries', async () => {
    let calls = 0;
    serve(
      handle(aiToolApi.mine, () =>
        ++calls === 1
          ? refuse(ErrorKey.databaseError)
          : { list: [card(U1, 'Image Studio')], total: 1 },
      ),
    );
    renderWithProviders(<MyItemsPanel kind="aitool" />);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('link', { name: 'Image Studio' })).toBeInTheDocument();
  });

  it('loads more from where the loaded page ends', async () => {
    serve(
      handle(aiToolApi.mine, ({ query }) =>
        query.get('skip') === '0'
          ? { list: [card(U1, 'Image Studio')], total: 2 }
          : { list: [card(U2, 'Second Tool')], total: 2 },
      ),
    );
    renderWithProviders(<MyItemsPanel kind="aitool" />);
    await screen.findByRole('link', { name: 'Image Studio' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second Tool' })).toBeInTheDocument();
    expect(apiCalls().map((c) => c.url)).toContain('/api/aitool/mine?skip=1&limit=20');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('my articles page', () => {
  it('has its title, a submit button and the article wording, in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    serveCategories('article');
    serve(handle(articleApi.mine, () => ({ list: [], total: 0 })));
    renderWithProviders(<MyItemsPage kind="article" />);
    expect(await screen.findByRole('heading', { name: '我的文章' })).toBeInTheDocument();
    expect(await screen.findByText('还没有文章')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /写文章/ })).toBeInTheDocument();
  });
});

describe('the /my-ai-tool-list route', () => {
  it('shows my tools to a signed-in user', async () => {
    serve(unanswered);
    serveCategories('aitool');
    serve(handle(aiToolApi.mine, () => ({ list: [card(U1, 'Image Studio')], total: 1 })));
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/my-ai-tool-list'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(
      await screen.findByRole('heading', { name: 'My AI tools' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Image Studio' })).toBeInTheDocument();
  });
});

describe("industry applications' drawer", () => {
  it("opens from the list's 'My applications' and loads my applications into it", async () => {
    serve(unanswered);
    serveCategories('xky');
    serve(
      handle(xkyApi.mine, () => ({ list: [xky({ uuid: U1, title: 'Smart Store' })], total: 1 })),
    );
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/xky'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: /My applications/ }, { timeout: 10_000 }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'My applications' });
    expect(await within(drawer).findByRole('link', { name: 'Smart Store' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/xky');
  });
});

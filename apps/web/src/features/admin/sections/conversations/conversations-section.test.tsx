import { adminApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { useLanguageStore } from '../../../../stores/language-store.ts';
import { iconNamesHeard, iconNamesOnPage } from '../../../../test/icon-names.ts';
import {
  admin,
  BOB,
  CONV,
  conversationFixture,
  conversationSummary,
} from '../../../../test/admin-fixtures.tsx';
import { apiCalls, handle, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { AdminPage } from '../../admin-page.tsx';
import { ConversationsSection } from './conversations-section.tsx';

let deleted = false;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useLanguageStore.setState({ language: 'en-US' });
  useAuthStore.setState({ token: 'tok', user: admin });
  deleted = false;
  serve(
    handle(adminApi.conversations, () =>
      deleted ? { list: [], total: 0 } : { list: [conversationSummary], total: 1 },
    ),
    handle(adminApi.conversation, () => conversationFixture),
    handle(adminApi.conversationDelete, () => {
      deleted = true;
      return null;
    }),
  );
});

describe('the conversations section', () => {
  it('filters by the user in the URL, and clears the filter', async () => {
    const { router } = renderWithProviders(<ConversationsSection />, {
      route: `/admin/conversations?userUUID=${BOB}`,
      path: '/admin/conversations',
    });
    expect(await screen.findByText('User: bob')).toBeInTheDocument();
    expect(
      apiCalls().some((c) => c.url === `/api/admin/conversations?userUUID=${BOB}&skip=0&limit=20`),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: "Show every user's conversations" }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens one read-only: the current path as markdown, with its plugin steps', async () => {
    renderWithProviders(<ConversationsSection />, { route: '/admin/conversations' });
    fireEvent.click(await screen.findByRole('button', { name: 'Trip to Kyoto' }));
    const drawer = await screen.findByRole('dialog');
    const log = await within(drawer).findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Kyoto', { selector: 'strong' })).toBeInTheDocument();
    expect(within(log).getByText('450 km', { selector: 'em' })).toBeInTheDocument();
    // Only the branch on screen, not the older answer.
    expect(within(log).queryByText('An older answer')).not.toBeInTheDocument();
    fireEvent.click(within(log).getByText('Plugin: calculator'));
    expect(await within(log).findByText('{"expr":"225*2"}')).toBeInTheDocument();
    expect(within(log).getByText('450')).toBeInTheDocument();
    // Nothing to type into: read-only.
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('gives the focus back to the title button when the drawer closes (Close or Escape)', async () => {
    const { router } = renderWithProviders(<ConversationsSection />, {
      route: '/admin/conversations',
      path: '/admin/conversations',
    });
    const title = await screen.findByRole('button', { name: 'Trip to Kyoto' });
    title.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    let drawer = await screen.findByRole('dialog');
    // the keyboard user moves on inside the drawer, then closes it
    const close = within(drawer).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(title).toHaveFocus());

    // and again with Escape
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?open=${CONV}`));
    drawer = await screen.findByRole('dialog');
    within(drawer).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('reads out no antd icon\'s English name in Chinese ("close", "delete")', async () => {
    await i18n.changeLanguage('zh-CN');
    useLanguageStore.setState({ language: 'zh-CN' });
    renderWithProviders(<ConversationsSection />, {
      route: `/admin/conversations?userUUID=${BOB}&open=${CONV}`,
      path: '/admin/conversations',
    });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('log');
    expect(iconNamesOnPage()).toEqual(expect.arrayContaining(['close', 'delete']));
    expect(iconNamesHeard()).toEqual([]);
  });

  it('deletes after a confirmation', async () => {
    const { router } = renderWithProviders(<ConversationsSection />, {
      route: `/admin/conversations?open=${CONV}`,
      path: '/admin/conversations',
    });
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: /Delete/ }));
    const [title] = await screen.findAllByText('Delete this conversation?');
    const confirm = title!.closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        apiCalls()
          .filter((c) => c.url === '/api/admin/conversation/delete')
          .map((c) => c.body),
      ).toEqual([{ id: CONV }]),
    );
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText('No conversations yet: they show here once people start chatting'),
    ).toBeInTheDocument();
    // The drawer stays drawn as it closes, but reads only while open: not the conversation just deleted.
    const urls = apiCalls().map((c) => c.url);
    const after = urls.slice(urls.indexOf('/api/admin/conversation/delete'));
    expect(after).not.toContain(`/api/admin/conversation/${CONV}`);
  });

  describe('after a deletion, the focus goes to', () => {
    const rows = ['Trip to Kyoto', 'Trip to Osaka', 'Trip to Nara'].map((title, i) => ({
      ...conversationSummary,
      id: `${CONV.slice(0, -1)}${i}`,
      title,
    }));
    let left = rows;
    beforeEach(() => {
      left = rows;
      serve(
        handle(adminApi.conversations, () => ({ list: left, total: left.length })),
        handle(adminApi.conversation, () => conversationFixture),
        handle(adminApi.conversationDelete, ({ body }) => {
          left = left.filter((c) => c.id !== body.id);
          return null;
        }),
      );
    });

    // (by text: role queries over the whole admin page take seconds each)
    const titleButton = (title: string) => screen.queryByText(title)?.closest('button') ?? null;

    /** Opens a row from the keyboard (its title button focused, Enter), then deletes it. */
    const deleteRow = async (title: string) => {
      const user = userEvent.setup();
      const button = (await screen.findByText(title)).closest('button')!;
      button.focus();
      await user.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog');
      fireEvent.click(await within(drawer).findByRole('button', { name: /Delete/ }));
      const [question] = await screen.findAllByText('Delete this conversation?');
      const confirm = question!.closest<HTMLElement>('.ant-modal')!;
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(titleButton(title)).toBeNull());
    };

    const renderPage = () =>
      renderWithProviders(<AdminPage />, {
        route: '/admin/conversations',
        path: '/admin/:section?',
      });

    it("the next row's title", async () => {
      renderPage();
      await deleteRow('Trip to Osaka');
      await waitFor(() => expect(titleButton('Trip to Nara')).toHaveFocus());
    });

    it("the previous row's title when the last row goes, then the heading when none is left", async () => {
      renderPage();
      await deleteRow('Trip to Nara');
      await waitFor(() => expect(titleButton('Trip to Osaka')).toHaveFocus());
      await deleteRow('Trip to Osaka');
      await waitFor(() => expect(titleButton('Trip to Kyoto')).toHaveFocus());
      await deleteRow('Trip to Kyoto');
      expect(
        await screen.findByText('No conversations yet: they show here once people start chatting'),
      ).toBeInTheDocument();
      const heading = document.querySelector('h1')!;
      expect(heading).toHaveTextContent('Conversations');
      await waitFor(() => expect(heading).toHaveFocus());
    });
  });

  it.each([
    ['/admin/conversations?keyword=kyoto', 'No conversations match'],
    [`/admin/conversations?userUUID=${BOB}`, 'This user has no conversations'],
    ['/admin/conversations', 'No conversations yet: they show here once people start chatting'],
  ])('an empty page at %s says "%s"', async (route, text) => {
    deleted = true;
    renderWithProviders(<ConversationsSection />, { route, path: '/admin/conversations' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

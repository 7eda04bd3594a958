import { chatApi } from '@robot/contracts/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { ROBOT, summary } from '../../../test/chat-fixtures.tsx';
import { apiCalls, handle, refuse, serve } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { HistoryList } from './history-list.tsx';

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

let conversations = [summary(A, 'First talk', ROBOT), summary(B, 'Second talk', ROBOT)];

beforeEach(() => {
  useAuthStore.setState({ token: 't' });
  conversations = [summary(A, 'First talk', ROBOT), summary(B, 'Second talk', ROBOT)];
  serve(
    handle(chatApi.conversations, () => ({ list: conversations, total: conversations.length })),
    handle(chatApi.rename, ({ body }) => {
      conversations = conversations.map((c) =>
        c.id === body.id ? { ...c, title: body.title } : c,
      );
      return null;
    }),
    handle(chatApi.delete, ({ body }) => {
      conversations = conversations.filter((c) => c.id !== body.id);
      return null;
    }),
  );
});

function renderHistory() {
  const props = { onOpen: vi.fn(), onNew: vi.fn(), onDeleted: vi.fn() };
  renderWithProviders(<HistoryList robotUUID={ROBOT} activeId={A} {...props} />);
  return props;
}

const row = async (title: string) =>
  (await screen.findByRole('button', { name: title })).closest('li') as HTMLElement;
const calls = (path: string) => apiCalls().filter((c) => c.url === path);

describe('HistoryList', () => {
  it('lists the conversations, marks the open one, opens one and starts a new one', async () => {
    const props = renderHistory();
    const history = screen.getByRole('navigation', { name: 'History' });
    expect(await within(history).findByRole('button', { name: 'First talk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = within(history).getByRole('button', { name: 'Second talk' });
    expect(second).not.toHaveAttribute('aria-current');
    await userEvent.click(second);
    expect(props.onOpen).toHaveBeenCalledWith(B);
    await userEvent.click(within(history).getByRole('button', { name: 'New conversation' }));
    expect(props.onNew).toHaveBeenCalled();
  });

  it('renames with Enter once, and Escape leaves the title as it was', async () => {
    renderHistory();
    await userEvent.click(within(await row('Second talk')).getByRole('button', { name: 'Rename' }));
    const box = screen.getByRole('textbox', { name: 'Rename' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Second talk');
    await userEvent.clear(box);
    await userEvent.type(box, 'Renamed{Enter}');
    expect(await screen.findByRole('button', { name: 'Renamed' })).toBeInTheDocument();
    expect(calls(chatApi.rename.path).map((c) => c.body)).toEqual([{ id: B, title: 'Renamed' }]);

    await userEvent.click(within(await row('First talk')).getByRole('button', { name: 'Rename' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Rename' }), ' more{Escape}');
    expect(await screen.findByRole('button', { name: 'First talk' })).toBeInTheDocument();
    expect(calls(chatApi.rename.path)).toHaveLength(1);
  });

  it('gives the focus back to Rename when the rename ends by Enter or Escape, and keeps Escape to itself', async () => {
    const user = userEvent.setup();
    renderHistory();
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    const rename = within(await row('Second talk')).getByRole('button', { name: 'Rename' });
    rename.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' more{Escape}');
    // the phone's drawer closes on an Escape that reaches it
    expect(outside).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    document.removeEventListener('keydown', outside);
    const again = within(await row('Second talk')).getByRole('button', { name: 'Rename' });
    await waitFor(() => expect(again).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.keyboard(' too{Enter}');
    const renamed = within(await row('Second talk too')).getByRole('button', { name: 'Rename' });
    await waitFor(() => expect(renamed).toHaveFocus());
  });

  it('asks before deleting, for the row asked only; cancel keeps it, confirm deletes it', async () => {
    const props = renderHistory();
    const second = await row('Second talk');
    // no confirmation is there before one is asked for
    expect(screen.queryByText(/Delete “/)).not.toBeInTheDocument();
    const remove = within(second).getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    expect(await screen.findByText('Delete “Second talk”?')).toBeInTheDocument();
    expect(screen.queryByText('Delete “First talk”?')).not.toBeInTheDocument();
    // the delete button kept the focus through the confirmation's arrival
    expect(within(second).getByRole('button', { name: 'Delete' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Delete “Second talk”?')).not.toBeInTheDocument(),
    );
    expect(calls(chatApi.delete.path)).toEqual([]);
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Delete' })).toHaveFocus(),
    );

    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete “Second talk”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDeleted).toHaveBeenCalledWith(B));
    expect(calls(chatApi.delete.path).map((c) => c.body)).toEqual([{ id: B }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Second talk' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'First talk' })).toBeInTheDocument();
  });

  it('closes the confirmation with Escape', async () => {
    renderHistory();
    const remove = within(await row('First talk')).getByRole('button', { name: 'Delete' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Delete “First talk”?')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Delete “First talk”?')).not.toBeInTheDocument());
    expect(calls(chatApi.delete.path)).toEqual([]);
  });

  it('says when there is no conversation yet', async () => {
    conversations = [];
    renderHistory();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    let fail = true;
    serve(
      handle(chatApi.conversations, () =>
        fail
          ? refuse('errors.databaseError')
          : { list: conversations, total: conversations.length },
      ),
    );
    renderHistory();
    const retry = await screen.findByRole('button', { name: /Could not load the history/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'First talk' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { AdminList, AdminListMeta } from './admin-list.tsx';

interface Row {
  id: string;
  name: string;
  note: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Alice', note: 'first' },
  { id: 'b', name: 'Bob', note: 'second' },
];

function renderList(props: { items?: Row[]; loading?: boolean; onOpen?: (id: string) => void }) {
  const onOpen = props.onOpen ?? vi.fn();
  render(
    <AdminList
      items={props.items}
      loading={props.loading}
      itemKey={(r) => r.id}
      emptyText="Nobody yet"
      aria-label="People"
      onItemClick={(r) => onOpen(r.id)}
      renderItem={(r) => (
        <AdminListMeta
          title={
            <button
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                onOpen(r.id);
              }}
            >
              {r.name}
            </button>
          }
          description={r.note}
        />
      )}
    />,
  );
  return onOpen;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('the admin list', () => {
  it('says so when there is nothing, and nothing is loading', () => {
    renderList({ items: [] });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a loading status instead of the empty text, and over the rows it has', () => {
    renderList({ items: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Nobody yet')).not.toBeInTheDocument();
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('keeps the rows under the loading status', () => {
    renderList({ items: rows, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders each row as a list item, with its title and description', () => {
    renderList({ items: rows });
    const list = screen.getByRole('list', { name: 'People' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { name: 'Alice' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('second')).toBeInTheDocument();
    expect(screen.queryByText('Nobody yet')).not.toBeInTheDocument();
  });

  it('opens a row from the keyboard through its button, and from a click anywhere on it', async () => {
    const user = userEvent.setup();
    const onOpen = renderList({ items: rows });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Alice' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('b');
    await user.click(screen.getByText('first'));
    expect(onOpen).toHaveBeenLastCalledWith('a');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

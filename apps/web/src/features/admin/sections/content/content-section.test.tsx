import type { AdminContentItem } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ContentSection } from './content-section.tsx';

const item = (over: Partial<AdminContentItem> = {}): AdminContentItem => ({
  kind: 'robot',
  uuid: '11111111-1111-4111-8111-111111111111',
  title: 'Travel planner',
  image: '',
  owner: { uuid: 'u1', username: 'alice1', nickname: 'Alice' },
  public: true,
  hidden: false,
  featured: false,
  views: 12,
  favorites: 3,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

const posted = (path: string) => apiCalls().filter((c) => c.method === 'POST' && c.url === path);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content section', () => {
  it('at phone width shows each row as a stacked card, with no table header', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({
      ...real(q),
      matches: q.includes('max-width'),
    }));
    serve(handle(adminApi.content, () => ({ list: [item()], total: 1 })));
    renderWithProviders(<ContentSection />);
    await screen.findByRole('link', { name: 'Travel planner' });
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('lists robots with a link to the public page, then asks for AI tools on their tab', async () => {
    serve(
      handle(adminApi.content, ({ query }) =>
        query.get('kind') === 'aitool'
          ? { list: [item({ kind: 'aitool', title: 'Summariser' })], total: 1 }
          : { list: [item()], total: 1 },
      ),
    );
    renderWithProviders(<ContentSection />);
    const link = await screen.findByRole('link', { name: 'Travel planner' });
    expect(link).toHaveAttribute('href', '/robot-detail/11111111-1111-4111-8111-111111111111');
    expect(screen.getByText('Alice')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'AI tools' }));
    expect(await screen.findByRole('link', { name: 'Summariser' })).toHaveAttribute(
      'href',
      '/ai-tool-detail/11111111-1111-4111-8111-111111111111',
    );
    expect(apiCalls().some((c) => c.url.includes('kind=aitool'))).toBe(true);
  });

  it('filters hidden ones with the keyword', async () => {
    serve(handle(adminApi.content, () => ({ list: [], total: 0 })));
    renderWithProviders(<ContentSection />);
    await screen.findByText('Nothing here yet');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hidden only' }));
    const search = screen.getByRole('searchbox', { name: 'Search titles, intros and text' });
    fireEvent.change(search, { target: { value: 'trip' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        apiCalls().some((c) => c.url.includes('hidden=true') && c.url.includes('keyword=trip')),
      ).toBe(true),
    );
  });

  it('hides and features, sending exactly the change', async () => {
    serve(
      handle(adminApi.content, () => ({ list: [item()], total: 1 })),
      handle(adminApi.contentUpdate, ({ body }) => item({ ...body })),
    );
    renderWithProviders(<ContentSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(posted(adminApi.contentUpdate.path)).toHaveLength(1));
    expect(posted(adminApi.contentUpdate.path)[0]!.body).toEqual({
      kind: 'robot',
      uuid: '11111111-1111-4111-8111-111111111111',
      hidden: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Feature' }));
    await waitFor(() => expect(posted(adminApi.contentUpdate.path)).toHaveLength(2));
    expect(posted(adminApi.contentUpdate.path)[1]!.body).toEqual({
      kind: 'robot',
      uuid: '11111111-1111-4111-8111-111111111111',
      featured: true,
    });
  });

  it('goes back a page when the last row of the last page leaves the list', async () => {
    // hidden ones only: 21 of them, and unhiding the one on page 2 leaves 20
    const rows = Array.from({ length: 21 }, (_, i) =>
      item({
        uuid: `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
        title: `Robot ${i + 1}`,
        hidden: true,
      }),
    );
    serve(
      handle(adminApi.content, ({ query }) => {
        const skip = Number(query.get('skip') ?? 0);
        const limit = Number(query.get('limit') ?? 20);
        return { list: rows.slice(skip, skip + limit), total: rows.length };
      }),
      handle(adminApi.contentUpdate, ({ body }) => {
        const i = rows.findIndex((r) => r.uuid === body.uuid);
        const [row] = rows.splice(i, 1);
        return { ...row!, hidden: false };
      }),
    );
    renderWithProviders(<ContentSection />);
    await screen.findByRole('link', { name: 'Robot 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hidden only' }));
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByRole('link', { name: 'Robot 21' });
    fireEvent.click(screen.getByRole('button', { name: 'Unhide' }));
    expect(await screen.findByRole('link', { name: 'Robot 1' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    expect(screen.getByTitle('1').className).toMatch(/active/);
  });

  it('offers no feature action for articles', async () => {
    serve(handle(adminApi.content, () => ({ list: [item({ kind: 'article' })], total: 1 })));
    renderWithProviders(<ContentSection />);
    fireEvent.click(screen.getByRole('tab', { name: 'Articles' }));
    await screen.findByRole('link', { name: 'Travel planner' });
    expect(screen.queryByRole('button', { name: 'Feature' })).not.toBeInTheDocument();
  });

  it('deletes only after the title is typed', async () => {
    serve(
      handle(adminApi.content, () => ({ list: [item()], total: 1 })),
      handle(adminApi.contentDelete, () => null),
    );
    renderWithProviders(<ContentSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'Delete' });
    expect(ok).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Travel planner' } });
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    await waitFor(() => expect(posted(adminApi.contentDelete.path)).toHaveLength(1));
    expect(posted(adminApi.contentDelete.path)[0]!.body).toEqual({
      kind: 'robot',
      uuid: '11111111-1111-4111-8111-111111111111',
    });
  });

  it('deletes with Enter once the title is typed, not before', async () => {
    serve(
      handle(adminApi.content, () => ({ list: [item()], total: 1 })),
      handle(adminApi.contentDelete, () => null),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const box = within(await screen.findByRole('dialog')).getByRole('textbox');
    box.focus();
    await user.keyboard('Travel{Enter}');
    expect(posted(adminApi.contentDelete.path)).toHaveLength(0);
    await user.keyboard(' planner{Enter}');
    await waitFor(() => expect(posted(adminApi.contentDelete.path)).toHaveLength(1));
  });

  it('shows a refusal translated', async () => {
    serve(
      handle(adminApi.content, () => ({ list: [item()], total: 1 })),
      handle(adminApi.contentUpdate, () => refuse('errors.robotNotFound')),
    );
    renderWithProviders(<ContentSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByText(/Robot not found/)).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    serve(
      handle(adminApi.content, () =>
        fail ? refuse('errors.databaseError') : { list: [item()], total: 1 },
      ),
    );
    renderWithProviders(<ContentSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this list');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Travel planner' })).toBeInTheDocument();
  });
});

import type { AdminRequirement } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { RequirementsSection } from './requirements-section.tsx';

const ID = '33333333-3333-4333-8333-333333333333';
const req = (over: Partial<AdminRequirement> = {}): AdminRequirement => ({
  id: ID,
  type: 'cooperation',
  name: 'Bob Zhang',
  requirement: 'We would like a robot for our shop.',
  mobile: '+86 13800000000',
  email: 'bob@example.com',
  companyName: 'Shop Co',
  user: null,
  status: 'new',
  replyNote: '',
  handledAt: null,
  createdAt: '2030-01-02T00:00:00.000Z',
  ...over,
});

const updates = () =>
  apiCalls()
    .filter((c) => c.method === 'POST' && c.url === adminApi.requirementUpdate.path)
    .map((c) => c.body);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

describe('requirements section', () => {
  it('lists new ones newest first with the count of new ones, and filters by type', async () => {
    serve(
      handle(adminApi.requirements, ({ query }) =>
        query.get('limit') === '1'
          ? { list: [req()], total: 7 }
          : {
              list: [
                req({ id: 'a', name: 'Older', createdAt: '2030-01-01T00:00:00.000Z' }),
                req({ id: 'b', name: 'Newer' }),
              ],
              total: 2,
            },
      ),
    );
    renderWithProviders(<RequirementsSection />);
    expect(await screen.findByText('7 new')).toBeInTheDocument();
    const newer = await screen.findByText('Newer');
    const older = screen.getByText('Older');
    expect(newer.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(apiCalls().some((c) => c.url.includes('status=new') && c.url.includes('limit=20'))).toBe(
      true,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    const option = await waitFor(() => {
      const el = document.querySelector('.ant-select-item-option[title="Cooperation"]');
      expect(el).not.toBeNull();
      return el!;
    });
    fireEvent.click(option);
    await waitFor(() =>
      expect(apiCalls().some((c) => c.url.includes('type=cooperation'))).toBe(true),
    );
  });

  it('says there are no new ones in words, not with a zero badge', async () => {
    serve(handle(adminApi.requirements, () => ({ list: [], total: 0 })));
    renderWithProviders(<RequirementsSection />);
    expect(await screen.findByText('No new requests')).toBeInTheDocument();
    expect(document.querySelector('.ant-scroll-number')).toBeNull();
  });

  it('expands one with its contact links and marks it handled with the note', async () => {
    serve(
      handle(adminApi.requirements, () => ({ list: [req()], total: 1 })),
      handle(adminApi.requirementUpdate, ({ body }) => req({ status: body.status })),
    );
    renderWithProviders(<RequirementsSection />);
    fireEvent.click(await screen.findByText('Bob Zhang'));
    expect(await screen.findByRole('link', { name: 'bob@example.com' })).toHaveAttribute(
      'href',
      'mailto:bob@example.com',
    );
    expect(screen.getByRole('link', { name: '+86 13800000000' })).toHaveAttribute(
      'href',
      'tel:+86 13800000000',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply note (only admins see it)' }), {
      target: { value: ' Called back ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(updates()).toEqual([{ id: ID, status: 'handled', replyNote: 'Called back' }]),
    );
  });

  it('goes back a page when the last new one of the last page is marked handled', async () => {
    const rows = Array.from({ length: 21 }, (_, i) =>
      req({
        id: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
        name: `Person ${i + 1}`,
        createdAt: new Date(Date.UTC(2030, 0, 30 - i)).toISOString(),
      }),
    );
    serve(
      handle(adminApi.requirements, ({ query }) => {
        const skip = Number(query.get('skip') ?? 0);
        const limit = Number(query.get('limit') ?? 20);
        return { list: rows.slice(skip, skip + limit), total: rows.length };
      }),
      handle(adminApi.requirementUpdate, ({ body }) => {
        const i = rows.findIndex((r) => r.id === body.id);
        const [row] = rows.splice(i, 1);
        return { ...row!, status: body.status };
      }),
    );
    renderWithProviders(<RequirementsSection />);
    await screen.findByText('Person 1');
    fireEvent.click(screen.getByTitle('2'));
    fireEvent.click(await screen.findByText('Person 21'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('reopens a handled one; a refusal is shown translated', async () => {
    serve(
      handle(adminApi.requirements, () => ({
        list: [
          req({ status: 'handled', replyNote: 'done', handledAt: '2030-01-03T00:00:00.000Z' }),
        ],
        total: 1,
      })),
      handle(adminApi.requirementUpdate, () => refuse('errors.requirementNotFound')),
    );
    renderWithProviders(<RequirementsSection />);
    fireEvent.click(await screen.findByText('Bob Zhang'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(updates()).toEqual([{ id: ID, status: 'new', replyNote: 'done' }]));
    const { default: errors } = await import('../../../../locales/en-US/errors.json');
    expect(await screen.findByText(new RegExp(errors.requirementNotFound))).toBeInTheDocument();
  });
});

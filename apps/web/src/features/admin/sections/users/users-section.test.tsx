import type { AdminConfig } from '@robot/contracts';
import { adminApi, adminModelsApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import {
  admin,
  BOB,
  bobDetail,
  bobSummary,
  modelsFixture,
} from '../../../../test/admin-fixtures.tsx';
import { onAPhone } from '../../../../test/media-query.ts';
import { apiCalls, handle, refuse, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { UsersSection } from './users-section.tsx';

const config: AdminConfig = {
  defaultChatModel: 'gpt-4o-mini',
  defaultWritingModel: 'gpt-4o-mini',
  assistantPrompt: 'Be kind',
  creditsNewUserGrant: 100,
  creditsPerAnswer: 1,
  registrationOpen: true,
  announcement: { enabled: false, zh: '', en: '' },
  defaultLimits: {
    allowedModels: null,
    premium: false,
    maxConversations: 100,
    dailyAsks: 50,
    premiumAsksPer3h: 5,
    answersPerMinute: null,
    timeSlots: null,
  },
  limitsTimeZone: 'Asia/Shanghai',
  version: 1,
  updatedAt: null,
};

const bodiesOf = (path: string) =>
  apiCalls()
    .filter((c) => c.method === 'POST' && c.url === path)
    .map((c) => c.body);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 'tok', user: admin });
  serve(
    handle(adminApi.users, ({ query }) => {
      const keyword = query.get('keyword') ?? '';
      const list = 'bob'.includes(keyword) ? [bobSummary] : [];
      return { list, total: list.length };
    }),
    handle(adminApi.user, () => bobDetail()),
    handle(adminApi.userUpdate, ({ body }) =>
      bobDetail({ user: { ...bobSummary, disabled: body.disabled ?? false } }),
    ),
    handle(adminApi.creditsGrant, () => ({ balance: 37 })),
    handle(adminApi.config, () => config),
    handle(adminModelsApi.models, () => modelsFixture),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const openBob = async () => {
  const view = renderWithProviders(<UsersSection />, { route: '/admin/users' });
  fireEvent.click(await screen.findByRole('button', { name: 'bob' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText('Answers (30 days)');
  return { ...view, drawer };
};

describe('the users section', () => {
  it('searches by keyword, kept in the URL', async () => {
    const { router } = renderWithProviders(<UsersSection />, { route: '/admin/users' });
    expect(await screen.findByRole('button', { name: 'bob' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'zed' },
    });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=zed');
    expect(apiCalls().some((c) => c.url === '/api/admin/users?keyword=zed&skip=0&limit=20')).toBe(
      true,
    );
  });

  it('on a phone lists the users as rows, and a row opens from the keyboard', async () => {
    onAPhone();
    const { router } = renderWithProviders(<UsersSection />, { route: '/admin/users' });
    const name = await screen.findByRole('button', { name: 'bob' });
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    name.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${BOB}`));
  });

  it('gives the focus back to the row button when the drawer closes', async () => {
    const { router } = renderWithProviders(<UsersSection />, { route: '/admin/users' });
    const name = await screen.findByRole('button', { name: 'bob' });
    name.focus();
    await userEvent.setup().keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    // the keyboard user moves on inside the drawer, then closes it
    const close = within(drawer).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('opens a user: usage, their conversations (linked to the filtered list) and robots', async () => {
    const { drawer, router } = await openBob();
    expect(router.state.location.search).toBe(`?user=${BOB}`);
    expect(within(drawer).getByText('12,345')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Conversations and robots' }));
    expect(
      await within(drawer).findByRole('link', { name: 'All their conversations' }),
    ).toHaveAttribute('href', `/admin/conversations?userUUID=${BOB}`);
    expect(within(drawer).getByRole('link', { name: 'Chef' })).toBeInTheDocument();
  });

  it('disables a user after a confirmation', async () => {
    const { drawer } = await openBob();
    fireEvent.click(within(drawer).getByRole('button', { name: /Disable account/ }));
    const [title] = await screen.findAllByText('Disable this account?');
    const confirm = title!.closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable account' }));
    await waitFor(() =>
      expect(bodiesOf('/api/admin/user/update')).toEqual([{ uuid: BOB, disabled: true }]),
    );
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
  });

  it('grants credits: a whole number other than 0, with a reason', async () => {
    const { drawer } = await openBob();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Credits' }));
    const amount = await within(drawer).findByRole('spinbutton');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.change(within(drawer).getByLabelText('Reason'), { target: { value: 'refund' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByText('A whole number other than 0')).toBeInTheDocument();
    expect(bodiesOf('/api/admin/credits/grant')).toEqual([]);

    fireEvent.change(amount, { target: { value: '-5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf('/api/admin/credits/grant')).toEqual([
        { uuid: BOB, amount: -5, reason: 'refund' },
      ]),
    );
    expect(await screen.findByText('Done: the balance is now 37')).toBeInTheDocument();
  });

  it('saves the limits: null for each "use default", the own values for the others', async () => {
    const { drawer } = await openBob();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Limits' }));
    const group = (name: string) => within(drawer).getByRole('group', { name });
    const own = (name: string) =>
      fireEvent.click(within(group(name)).getByRole('checkbox', { name: 'Use default' }));

    // The override shows beside the default.
    await within(drawer).findByRole('group', { name: 'Asks per day' });
    expect(group('Asks per day')).toHaveTextContent('Applies now: 10');
    await waitFor(() => expect(group('Asks per day')).toHaveTextContent('Default: 50'));

    own('Asks per day'); // back to the default
    own('Premium models');
    fireEvent.click(within(group('Premium models')).getByRole('switch'));
    own('Daily time slots');
    fireEvent.click(
      within(group('Daily time slots')).getByRole('button', { name: /Add a time slot/ }),
    );
    fireEvent.change(within(group('Daily time slots')).getByLabelText('Slot 1 start'), {
      target: { value: '09:30' },
    });
    own('Answers per minute');
    fireEvent.change(within(group('Answers per minute')).getByRole('spinbutton'), {
      target: { value: '3' },
    });
    own('Allowed models');
    const select = within(group('Allowed models')).getByRole('combobox');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('GPT-4O (gpt-4o)'));

    fireEvent.click(within(drawer).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(bodiesOf('/api/admin/user/update')).toEqual([
        {
          uuid: BOB,
          limits: {
            allowedModels: ['gpt-4o'],
            premium: true,
            maxConversations: null,
            dailyAsks: null,
            premiumAsksPer3h: null,
            answersPerMinute: 3,
            timeSlots: [{ start: '09:30', end: '22:00' }],
          },
        },
      ]),
    );
  });

  it('shows a refused limit beside its field', async () => {
    serve(
      handle(adminApi.userUpdate, () =>
        refuse('errors.invalidInput', {
          fields: { 'limits.maxConversations': 'validation.invalidValue' },
        }),
      ),
    );
    const { drawer } = await openBob();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Limits' }));
    const group = await within(drawer).findByRole('group', { name: 'Max conversations' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Use default' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save limits' }));
    expect(await within(group).findByText('Invalid value')).toBeInTheDocument();
  });
});

import type { ContactRequest } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { me } from '../../test/account-fixtures.tsx';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ContactPage } from './contact-page.tsx';

const request = (over: Partial<ContactRequest> = {}): ContactRequest => ({
  id: 'c1',
  type: 'message',
  name: 'Li Lei',
  requirement: 'Please call me back about the robot',
  mobile: '13800138000',
  email: null,
  companyName: null,
  status: 'new',
  handledAt: null,
  createdAt: '2030-01-03T12:00:00.000Z',
  ...over,
});

const handled = request({
  id: 'c2',
  type: 'cooperation',
  name: 'Han Meimei',
  requirement: 'AI greeters for 12 stores\nSecond line\nThird line',
  mobile: null,
  email: 'hm@example.com',
  companyName: 'Acme Retail',
  status: 'handled',
  handledAt: '2030-01-05T12:00:00.000Z',
  createdAt: '2030-01-02T12:00:00.000Z',
});

const listCalls = () => apiCalls().filter((c) => c.url.startsWith(userApi.contacts.path));
const section = () => screen.getByRole('region', { name: 'Messages you sent' });
const items = () => within(section()).queryAllByRole('listitem');

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: me });
});

describe('contact page: your messages', () => {
  it('shows nothing of it to a visitor, and asks for nothing', async () => {
    useAuthStore.setState({ token: null, user: null });
    serve(handle(userApi.contacts, () => ({ list: [request()], total: 1 })));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByLabelText('Your name')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages you sent' })).toBeNull();
    expect(screen.queryByText('Messages you sent')).toBeNull();
    expect(listCalls()).toEqual([]);
  });

  it('lists what the user sent, newest first, with its kind, text, dates and status', async () => {
    serve(handle(userApi.contacts, () => ({ list: [request(), handled], total: 2 })));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(first).toHaveTextContent('Message');
    expect(first).toHaveTextContent('Please call me back about the robot');
    expect(first).toHaveTextContent('Sent Jan 3, 2030');
    expect(within(first!).getByText('Received')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Handled');
    expect(second).toHaveTextContent('Cooperation request');
    expect(within(second!).getByText('Handled')).toBeInTheDocument();
    expect(second).toHaveTextContent('Sent Jan 2, 2030');
    expect(second).toHaveTextContent('Handled Jan 5, 2030');
    expect(within(section()).getByText('2 sent')).toBeInTheDocument();
    expect(listCalls().map((c) => [c.url, c.auth])).toEqual([
      ['/api/user/contacts?skip=0&limit=10', 'Bearer t1'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens an item to its whole text and the details left with it', async () => {
    serve(handle(userApi.contacts, () => ({ list: [handled], total: 1 })));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const toggle = await within(
      await screen.findByRole('region', { name: 'Messages you sent' }),
    ).findByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section()).queryByText('hm@example.com')).toBeNull();
    fireEvent.click(toggle);
    const open = within(section()).getByRole('button', { name: 'Hide details' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(section()).getByText('hm@example.com')).toBeInTheDocument();
    expect(within(section()).getByText('Acme Retail')).toBeInTheDocument();
    // The list answers everything an item shows: no call per item.
    expect(apiCalls().filter((c) => c.url.startsWith('/api/user/contact/'))).toEqual([]);
  });

  it('holds its place from the first paint and comes after the aside (nothing drawn below it moves)', async () => {
    let answer: (list: ContactRequest[]) => void = () => {};
    serve(
      handle(
        userApi.contacts,
        () =>
          new Promise((resolve) => {
            answer = (list) => resolve({ list, total: list.length });
          }),
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    // drawn with the form, before the list's code (and antd) or its data arrive
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
    expect(within(section()).getByLabelText('Loading your messages')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const aside = screen.getByRole('complementary', { name: 'What happens next' });
    expect(
      aside.compareDocumentPosition(section()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    answer([request()]);
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByLabelText('Loading your messages')).toBeNull();
  });

  it('says so when nothing was sent yet', async () => {
    serve(handle(userApi.contacts, () => ({ list: [], total: 0 })));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByText("You haven't sent anything yet")).toBeInTheDocument();
    expect(items()).toEqual([]);
  });

  it('shows why loading failed and loads again on retry', async () => {
    let fail = true;
    serve(
      handle(userApi.contacts, () =>
        fail ? refuse('errors.databaseError') : { list: [request()], total: 1 },
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const alert = await within(
      await screen.findByRole('region', { name: 'Messages you sent' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your messages");
    expect(alert).toHaveTextContent(i18n.t('errors:databaseError'));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('loads more when there is more than a page', async () => {
    const all = Array.from({ length: 12 }, (_, i) =>
      request({ id: `c${i}`, requirement: `request ${i}` }),
    );
    serve(
      handle(userApi.contacts, ({ query }) => {
        const skip = Number(query.get('skip'));
        const limit = Number(query.get('limit'));
        return { list: all.slice(skip, skip + limit), total: all.length };
      }),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await waitFor(() => expect(items()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(listCalls().map((c) => c.url)).toEqual([
      '/api/user/contacts?skip=0&limit=10',
      '/api/user/contacts?skip=10&limit=10',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a request just sent: the list is fetched again', async () => {
    const sent: ContactRequest[] = [];
    serve(
      handle(userApi.contacts, () => ({ list: [...sent], total: sent.length })),
      handle(userApi.requirementCreate, ({ body }) => {
        sent.unshift(request({ id: 'new', requirement: body.requirement }));
        return { id: 'new' };
      }),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByText("You haven't sent anything yet")).toBeInTheDocument();
    // the section's name does not read as the form's message field (a screen reader's label
    // search, or a test's loose one, finds only the field)
    expect(screen.getAllByLabelText(/your message/i)).toEqual([
      screen.getByLabelText('Your message'),
    ]);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Li Lei' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'li@example.com' } });
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Hello from the form' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Hello from the form');
    expect(items()[0]).toHaveTextContent('Received');
    expect(listCalls()).toHaveLength(2);
  });

  it('is written in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    serve(handle(userApi.contacts, () => ({ list: [request(), handled], total: 2 })));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const region = await screen.findByRole('region', { name: '我的留言' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    expect(within(region).getByText('已收到')).toBeInTheDocument();
    expect(within(region).getByText('已处理')).toBeInTheDocument();
    expect(within(region).getByText('共 2 条')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONV, ROBOT, summary, type FakeChatApi } from '../../test/chat-fixtures.tsx';
import { onAPhone } from '../../test/media-query.ts';
import { renderChatPage, setUpChatPage } from './chat-page.test-helpers.tsx';

let api: FakeChatApi;

beforeEach(() => {
  api = setUpChatPage();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatPage: the chat around the conversation', () => {
  it('shows who answers: the robot’s name and introduction, and its welcome', async () => {
    renderChatPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Barista' })).toBeInTheDocument();
    expect(screen.getAllByText('Coffee answers').length).toBeGreaterThan(0);
    const starters = screen.getByRole('group', { name: 'Suggested questions' });
    expect(
      within(starters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['What is a latte?', 'Opening hours?']);
    // the question box: idle, its send key said, nothing to send yet
    expect(screen.getByText('Idle')).toBeInTheDocument();
    expect(screen.getByText('Enter to send, Shift+Enter for a new line')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('the offline notice is a status that can be closed', async () => {
    api.offline = true;
    renderChatPage();
    const text = await screen.findByText(/No AI model is configured/);
    const notice = text.closest<HTMLElement>('[role="status"]');
    expect(notice).not.toBeNull();
    await userEvent.click(within(notice!).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/No AI model is configured/)).not.toBeInTheDocument();
  });

  it('on a desktop, the history sidebar has its small heading over the list', async () => {
    renderChatPage();
    const history = await screen.findByRole('navigation', { name: 'History' });
    expect(within(history).getByText('History')).toBeInTheDocument();
  });

  it('on a phone, the history opens in a drawer from the bar over the conversation', async () => {
    onAPhone();
    api.conversations = [summary(CONV, 'Latte talk', ROBOT)];
    renderChatPage();
    const open = await screen.findByRole('button', { name: 'History' });
    // not drawn (nor asked for) until opened
    expect(screen.queryByRole('navigation', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeInTheDocument();
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    const history = within(drawer).getByRole('navigation', { name: 'History' });
    expect(await within(history).findByRole('button', { name: 'Latte talk' })).toBeInTheDocument();
    // one title (the drawer's, which names it), not the list's small heading under it as well
    expect(within(drawer).getAllByText('History')).toHaveLength(1);
    // and one padding around the list: its own, not the drawer's body's as well
    expect(history.closest<HTMLElement>('.ant-drawer-body')).toHaveStyle({ padding: '0px' });
    await userEvent.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { screen, within } from '@testing-library/react';
import { robotApi } from '@robot/contracts/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store.ts';
import { fakeChatApi } from '../../test/chat-fixtures.tsx';
import { handle, refuse, serve } from '../../test/msw.ts';
import { renderChatPage } from './chat-page.test-helpers.tsx';

beforeEach(() => {
  useAuthStore.setState({ token: 't' });
  fakeChatApi();
});

describe('ChatPage: a robot that cannot be loaded', () => {
  it('says the robot does not exist and leads back to the square, without antd', async () => {
    serve(handle(robotApi.detailSimple, () => refuse('errors.robotNotFound')));
    renderChatPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Robot not found' })).toBeInTheDocument();
    const back = within(alert).getByRole('link', { name: 'Back to the robot square' });
    expect(back).toHaveAttribute('href', '/robot-list');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { accountApi, ErrorKey } from '@robot/contracts/client';
import { me, renderDialog } from '../../../test/account-fixtures.tsx';
import { apiCalls, handle, refuse, serve } from '../../../test/msw.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: me });
});

describe('change password dialog', () => {
  it('checks the contract rules before sending anything', async () => {
    const calls = apiCalls();
    renderDialog(<ChangePasswordModal open onClose={() => undefined} />);
    fill('Current password', 'old-pass-1');
    fill('New password', 'short7c');
    fill('Confirm new password', 'other-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends current and new, says other devices were signed out, and closes', async () => {
    serve(handle(accountApi.passwordChange, () => ({ revokedSessions: 2 })));
    const calls = apiCalls();
    const onClose = vi.fn();
    renderDialog(<ChangePasswordModal open onClose={onClose} />);
    fill('Current password', 'old-pass-1');
    fill('New password', 'harbour-violet-88');
    fill('Confirm new password', 'harbour-violet-88');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Other devices signed out: 2'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/password/change',
      body: { currentPassword: 'old-pass-1', newPassword: 'harbour-violet-88' },
      auth: 'Bearer t1',
    });
    expect(onClose).toHaveBeenCalled();
    // this device stays signed in
    expect(useAuthStore.getState().token).toBe('t1');
  });

  it('marks a wrong current password and a common new one beside their fields', async () => {
    serve(handle(accountApi.passwordChange, () => refuse(ErrorKey.incorrectCredentials)));
    renderDialog(<ChangePasswordModal open onClose={() => undefined} />);
    fill('Current password', 'not-it-at-all');
    fill('New password', 'harbour-violet-88');
    fill('Confirm new password', 'harbour-violet-88');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(screen.queryByText(/^10410 ·/)).not.toBeInTheDocument();

    serve(
      handle(accountApi.passwordChange, () =>
        refuse(ErrorKey.passwordTooCommon, {
          fields: { newPassword: 'validation.passwordTooCommon' },
        }),
      ),
    );
    fill('Current password', 'old-pass-1');
    fill('New password', 'password1');
    fill('Confirm new password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This password is too common and easy to guess: choose another'),
    ).toBeInTheDocument();
  });

  it('asks an SMS-only account for no current password', async () => {
    useAuthStore.setState({ token: 't1', user: { ...me, smsOnly: true } });
    serve(handle(accountApi.passwordChange, () => ({ revokedSessions: 0 })));
    const calls = apiCalls();
    renderDialog(<ChangePasswordModal open onClose={() => undefined} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText(/has no password yet/)).toBeInTheDocument();
    fill('New password', 'harbour-violet-88');
    fill('Confirm new password', 'harbour-violet-88');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ newPassword: 'harbour-violet-88' });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('speaks Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    renderDialog(<ChangePasswordModal open onClose={() => undefined} />);
    expect(screen.getByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.getByLabelText('确认新密码')).toBeInTheDocument();
  });
});

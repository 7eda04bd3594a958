import { usageApi, userApi } from '@robot/contracts/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { LoginPage } from './login-page.tsx';

const renderSignUp = () => {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  fireEvent.click(screen.getByRole('tab', { name: /Sign up|注册/ }));
  return within(screen.getByRole('tabpanel', { hidden: false }));
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
});

describe('sign-up while registration is closed', () => {
  it('says so up front and disables the submit button', async () => {
    serve(
      handle(usageApi.siteSettings, () => ({
        registrationOpen: false,
        announcement: null,
        uploadsBaseUrl: null,
      })),
    );
    const panel = renderSignUp();
    expect(await panel.findByRole('alert')).toHaveTextContent('Registration is closed for now');
    expect(panel.getByRole('button', { name: 'Sign up and log in' })).toBeDisabled();
  });

  it('in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    serve(
      handle(usageApi.siteSettings, () => ({
        registrationOpen: false,
        announcement: null,
        uploadsBaseUrl: null,
      })),
    );
    const panel = renderSignUp();
    expect(await panel.findByRole('alert')).toHaveTextContent('暂停注册');
  });

  it('shows the server refusal when it closed after the page loaded', async () => {
    serve(
      handle(usageApi.siteSettings, () => ({
        registrationOpen: true,
        announcement: null,
        uploadsBaseUrl: null,
      })),
      handle(userApi.register, () => refuse('errors.registrationClosed')),
    );
    const panel = renderSignUp();
    await waitFor(() =>
      expect(apiCalls().some((c) => c.url === usageApi.siteSettings.path)).toBe(true),
    );
    const submit = panel.getByRole('button', { name: 'Sign up and log in' });
    expect(submit).toBeEnabled();
    fireEvent.change(panel.getByLabelText('Username'), { target: { value: 'alice1' } });
    fireEvent.change(panel.getByLabelText('Password'), { target: { value: 'lantern-quiet-7' } });
    fireEvent.change(panel.getByLabelText('Confirm password'), {
      target: { value: 'lantern-quiet-7' },
    });
    fireEvent.click(submit);
    expect(await panel.findByRole('alert')).toHaveTextContent('Registration is closed for now');
    expect(submit).toBeDisabled();
  });
});

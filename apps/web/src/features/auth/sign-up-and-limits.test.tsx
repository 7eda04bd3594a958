import type { UserInfo } from '@robot/contracts';
import { usageApi, userApi } from '@robot/contracts/client';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { LoginPage } from './login-page.tsx';

const tooMany = () => refuse('errors.tooManyRequests');
const user: UserInfo = {
  uuid: 'u1',
  username: 'alice1',
  email: null,
  nickname: 'Alice',
  headportraitUrl: null,
  mobile: '138****8000',
  role: 'user',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const renderLogin = () => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

const signUpPanel = () => {
  fireEvent.click(screen.getByRole('tab', { name: /Sign up|注册/ }));
  return within(screen.getByRole('tabpanel', { hidden: false }));
};

const fillAccount = (panel: ReturnType<typeof within>) => {
  fireEvent.change(panel.getByLabelText('Username'), { target: { value: 'alice1' } });
  fireEvent.change(panel.getByLabelText('Password'), { target: { value: 'lantern-quiet-7' } });
  fireEvent.change(panel.getByLabelText('Confirm password'), {
    target: { value: 'lantern-quiet-7' },
  });
};

const bodyOf = (url: string) => apiCalls().find((call) => call.url === url)?.body;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up with a mobile and an SMS code', () => {
  it('sends a code, counts the cooldown down, and signs up with the mobile and code', async () => {
    serve(
      handle(userApi.smsSend, () => ({ cooldown: 60 })),
      handle(userApi.register, () => user),
      handle(userApi.login, () => ({
        access_token: 't1',
        token_type: 'bearer' as const,
        expires_in: 60,
      })),
      handle(userApi.info, () => user),
    );
    const router = renderLogin();
    const panel = signUpPanel();
    fillAccount(panel);
    fireEvent.change(panel.getByLabelText('Mobile (optional)'), {
      target: { value: '13800138000' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Send code' }));
    const resend = await panel.findByRole('button', { name: /Resend in 60 s/ });
    expect(resend).toBeDisabled();
    expect(apiCalls().some((call) => call.url === '/api/user/sms/send/13800138000')).toBe(true);
    // The default ceiling (15 s, test/setup.ts): the countdown must tick, however loaded the machine.
    expect(await panel.findByRole('button', { name: /Resend in 5\d s/ })).toBeDisabled();

    fireEvent.change(panel.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(panel.getByRole('button', { name: 'Sign up and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the route changes in a transition, which may wait for the toasts' code to load
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(bodyOf('/api/user/register')).toMatchObject({
      username: 'alice1',
      mobile: '13800138000',
      smsCode: '123456',
    });
  });

  it('asks for the code once a mobile is given, and for the mobile before sending a code', async () => {
    renderLogin();
    const panel = signUpPanel();
    fillAccount(panel);
    fireEvent.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByText('Please enter your mobile number')).toBeInTheDocument();
    fireEvent.change(panel.getByLabelText('Mobile (optional)'), {
      target: { value: '13800138000' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Sign up and log in' }));
    expect(await panel.findByText('Please enter the code')).toBeInTheDocument();
    // Only the site settings (is registration open?) were asked for.
    expect(apiCalls().filter((c) => c.url !== usageApi.siteSettings.path)).toEqual([]);
  });

  it('signs up without a mobile and without a code', async () => {
    serve(
      handle(userApi.register, () => ({ ...user, mobile: null })),
      handle(userApi.login, tooMany),
    );
    renderLogin();
    const panel = signUpPanel();
    fillAccount(panel);
    fireEvent.click(panel.getByRole('button', { name: 'Sign up and log in' }));
    await waitFor(() => expect(bodyOf('/api/user/register')).toBeDefined());
    expect(bodyOf('/api/user/register')).not.toHaveProperty('smsCode', expect.any(String));
  });

  it('says no account was made when the automatic login finds none (a taken email), not "created"', async () => {
    serve(
      handle(userApi.register, () => ({ ...user, mobile: null })),
      handle(userApi.login, () => refuse('errors.incorrectCredentials')),
    );
    renderLogin();
    const panel = signUpPanel();
    fillAccount(panel);
    fireEvent.change(panel.getByLabelText('Email (optional)'), {
      target: { value: 'alice@example.com' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Sign up and log in' }));
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('This account could not be signed in');
    expect(alert).toHaveTextContent('log in with that account');
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
    expect(screen.queryByText(/Incorrect username or password/)).not.toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('says "Account created" once the automatic login succeeds', async () => {
    serve(
      handle(userApi.register, () => ({ ...user, mobile: null })),
      handle(userApi.login, () => ({
        access_token: 'new-token',
        token_type: 'bearer' as const,
        expires_in: 60,
      })),
      handle(userApi.info, () => ({ ...user, mobile: null })),
    );
    const router = renderLogin();
    const panel = signUpPanel();
    fillAccount(panel);
    fireEvent.click(panel.getByRole('button', { name: 'Sign up and log in' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the route changes in a transition, which may wait for the toasts' code to load
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('new-token');
  });

  it('is in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    renderLogin();
    const panel = signUpPanel();
    expect(panel.getByLabelText('手机号（选填）')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('keeps the mobile, code and button on a phone-width screen', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderLogin();
      const panel = signUpPanel();
      const mobile = panel.getByLabelText('Mobile (optional)');
      const send = panel.getByRole('button', { name: 'Send code' });
      // the button shares the code's row, and both stay reachable by keyboard
      expect(send.closest('.rs-input-group')).toContainElement(panel.getByLabelText('Code'));
      mobile.focus();
      expect(document.activeElement).toBe(mobile);
      expect(send).not.toHaveAttribute('tabindex', '-1');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('10429 on sign-in and sign-up', () => {
  it('password login says what to do', async () => {
    serve(handle(userApi.login, tooMany));
    renderLogin();
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'alice1' } });
    fireEvent.change(screen.getByPlaceholderText('Your password'), {
      target: { value: 'x1234567' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Too many sign-in attempts.*log in with an SMS code/);
  });

  it('sign-up says so too', async () => {
    serve(handle(userApi.register, tooMany));
    renderLogin();
    const panel = signUpPanel();
    fillAccount(panel);
    fireEvent.click(panel.getByRole('button', { name: 'Sign up and log in' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Too many sign-ups from your network right now. Please try again later.',
    );
  });

  it('SMS login says so, in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    serve(handle(userApi.smsLogin, tooMany));
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    const panel = within(screen.getByRole('tabpanel', { hidden: false }));
    fireEvent.change(panel.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(panel.getByLabelText('验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(panel.getByRole('button', { name: /^登\s?录$/ }));
    });
    expect(await panel.findByRole('alert')).toHaveTextContent('当前网络的验证码尝试过多');
  });
});

import type { UserInfo } from '@robot/contracts';
import { userApi } from '@robot/contracts/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { LoginPage } from './login-page.tsx';

const user: UserInfo = {
  uuid: 'u1',
  username: 'alice1',
  email: null,
  nickname: 'Alice',
  headportraitUrl: null,
  mobile: null,
  role: 'user',
  createdAt: '2030-01-01T00:00:00.000Z',
};

/** The login call answers token t1; the user call answers Alice. */
const serveLogin = () =>
  serve(
    handle(userApi.login, () => ({
      access_token: 't1',
      token_type: 'bearer' as const,
      expires_in: 60,
    })),
    handle(userApi.info, () => user),
  );

const renderLogin = (entry: string) => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
});

describe('login page', () => {
  it('shows the validation messages on submit', async () => {
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username or email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('focuses the first refused field on a failed submit; the form submit (what Enter in a field sends) logs in', async () => {
    serveLogin();
    const router = renderLogin('/login');
    const account = screen.getByLabelText('Username or email');
    fireEvent.change(screen.getByPlaceholderText('Your password'), {
      target: { value: 'lantern-quiet-7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username or email')).toBeInTheDocument();
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('Please enter your username or email');
    fireEvent.change(account, { target: { value: 'alice1' } });
    fireEvent.submit(account.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gives the browser and password managers the fields they fill', () => {
    renderLogin('/login');
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByPlaceholderText('Your password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('stores the token, fetches the user and follows a safe redirect', async () => {
    serveLogin();
    const router = renderLogin('/login?redirect=%2Fchat%2Fabc%3Fq%3D1');
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'alice1' } });
    fireEvent.change(screen.getByPlaceholderText('Your password'), {
      target: { value: 'lantern-quiet-7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/abc'));
    expect(router.state.location.search).toBe('?q=1');
    expect(useAuthStore.getState().token).toBe('t1');
    expect(useAuthStore.getState().user?.nickname).toBe('Alice');
  });

  it('refuses an off-site redirect and goes home', async () => {
    serveLogin();
    const router = renderLogin('/login?redirect=%2F%2Fevil.com');
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'alice1' } });
    fireEvent.change(screen.getByPlaceholderText('Your password'), {
      target: { value: 'lantern-quiet-7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows server field errors beside the inputs', async () => {
    serve(
      handle(userApi.register, () =>
        refuse('errors.invalidInput', { fields: { username: 'validation.usernameChars' } }),
      ),
    );
    renderLogin('/login');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice1' } });
    fireEvent.change(screen.getAllByLabelText('Password').at(-1)!, {
      target: { value: 'lantern-quiet-7' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'lantern-quiet-7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up and log in' }));
    expect(
      await screen.findByText('Username may contain only letters and numbers'),
    ).toBeInTheDocument();
    // Explained beside the input: no error toast as well.
    expect(screen.queryByText(/^10400 ·/)).not.toBeInTheDocument();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { LoginPage } from './login-page.tsx';
import type * as AccountRulesModule from './account-rules.ts';

const preload = vi.hoisted(() => vi.fn());
vi.mock('./account-rules.ts', async (importActual) => ({
  ...(await importActual<typeof AccountRulesModule>()),
  preloadAccountRules: preload,
}));

const renderLogin = () =>
  render(
    <Providers>
      <RouterProvider
        router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
          initialEntries: ['/login'],
        })}
      />
    </Providers>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
  preload.mockClear();
});

/** The fields' rules (zod schemas, costly to build on a phone) wait for the visitor's first touch. */
describe('login page: when the fields rules are asked', () => {
  it('not when the page shows', () => {
    renderLogin();
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  it('when a field of the form takes the focus (a tap, or the Tab key)', () => {
    renderLogin();
    fireEvent.focus(screen.getByLabelText('Username or email'));
    expect(preload).toHaveBeenCalled();
  });

  it('when the visitor presses in the form, before any focus (a tab of the card, the submit button)', () => {
    renderLogin();
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Sign up' }));
    expect(preload).toHaveBeenCalled();
  });
});

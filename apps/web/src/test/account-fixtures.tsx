import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { UserInfo } from '@robot/contracts';
import { Providers } from '../app/providers.tsx';

/** Renders a dialog inside the app's providers, with a /login route to see where sign-out leads. */
export function renderDialog(ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The signed-in user of the account tests. */
export const me: UserInfo = {
  uuid: 'u1',
  username: 'alice1',
  email: null,
  nickname: 'Alice',
  headportraitUrl: null,
  mobile: null,
  role: 'user',
  createdAt: '2030-01-01T00:00:00.000Z',
  smsOnly: false,
};

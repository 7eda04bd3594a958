import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ToNotFound } from './to-not-found.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

/** The app's way to the 404 page: any unknown address is replaced by /error/404. */
const open = (entry: string) => {
  const router = createMemoryRouter(
    [
      { path: '/error/404', element: <NotFoundPage /> },
      { path: '/robot-list', element: <p>square</p> },
      { path: '*', element: <ToNotFound /> },
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

describe('NotFoundPage', () => {
  it('opened directly, offers the home page and no "Go back" that would leave the site', async () => {
    const router = open('/no-such-page');
    expect(await screen.findByRole('button', { name: /back to home/i })).toBeVisible();
    expect(router.state.location.pathname).toBe('/error/404');
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('its own address opened directly has no "Go back" either', async () => {
    open('/error/404');
    expect(await screen.findByRole('button', { name: /back to home/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('reached by a link within the app, goes back to the page before it', async () => {
    const router = open('/robot-list');
    await act(() => router.navigate('/no-such-page?x=1'));
    expect(router.state.location.pathname).toBe('/error/404');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/robot-list');
  });
});

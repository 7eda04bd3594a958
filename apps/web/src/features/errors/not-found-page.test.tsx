import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { NotFoundPage } from './not-found-page.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('NotFoundPage', () => {
  it('opened directly, offers the home page and no "Go back" that would leave the site', async () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page', path: '*' });
    expect(await screen.findByRole('button', { name: /back to home/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('reached within the app, goes back to the page before', async () => {
    const { router } = renderWithProviders(<NotFoundPage />, { route: '/robot-list', path: '*' });
    await act(() => router.navigate('/no-such-page?x=1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/robot-list');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { serveCategories } from '../../../test/directory-manage-kit.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { SubmitItemButton } from './submit-item-button.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  serveCategories('xky');
});

describe('submit button', () => {
  it('opens the empty form of its kind for a signed-in user', async () => {
    useAuthStore.setState({ token: 't1', user: null });
    renderWithProviders(<SubmitItemButton kind="xky" />, { route: '/xky' });
    fireEvent.click(screen.getByRole('button', { name: /Submit an application/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Submit an industry application' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a visitor to login first, coming back here', async () => {
    useAuthStore.setState({ token: null, user: null });
    const { router } = renderWithProviders(<SubmitItemButton kind="xky" />, { route: '/xky' });
    fireEvent.click(screen.getByRole('button', { name: /Log in to submit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fxky');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ContactPage } from './contact-page.tsx';
import type * as ContactRulesModule from './load-contact-rules.ts';

const preload = vi.hoisted(() => vi.fn());
vi.mock('./load-contact-rules.ts', async (importActual) => ({
  ...(await importActual<typeof ContactRulesModule>()),
  preloadContactRules: preload,
}));

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  preload.mockClear();
});

/** The form's rules (zod schemas, costly to build on a phone) wait for the visitor's first touch. */
describe('contact page: when the form rules are asked', () => {
  it('not when the page shows', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  it('when a field of the form takes the focus', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    fireEvent.focus(screen.getByLabelText('Mobile number'));
    expect(preload).toHaveBeenCalled();
  });

  it('when the visitor presses in the form before any focus', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    fireEvent.pointerDown(screen.getByRole('button', { name: /send|submit/i }));
    expect(preload).toHaveBeenCalled();
  });
});

import type { AdminPlugin } from '@robot/contracts';
import { adminModelsApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { PluginsSection } from './plugins-section.tsx';

const list: AdminPlugin[] = [
  { id: 'calculator', enabled: true, calls24h: 12, errors24h: 1 },
  { id: 'datetime', enabled: false, calls24h: 0, errors24h: 0 },
  { id: 'robotSearch', enabled: true, calls24h: 3, errors24h: 0 },
  { id: 'myKnowledge', enabled: false, calls24h: 0, errors24h: 0 },
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

describe('plugins section', () => {
  it('lists the four plugins translated, and switching one sends it', async () => {
    serve(
      handle(adminModelsApi.plugins, () => ({ list })),
      handle(adminModelsApi.pluginsChange, ({ body }) => ({
        list: list.map((p) => (p.id === body.id ? { ...p, enabled: body.enabled } : p)),
      })),
    );
    renderWithProviders(<PluginsSection />);
    expect(await screen.findByText('Calculator')).toBeInTheDocument();
    expect(screen.getByText('Robot search')).toBeInTheDocument();
    expect(screen.getByText('Last 24 h: 12 calls, 1 errors')).toBeInTheDocument();
    const sw = screen.getByRole('switch', { name: 'Enable Date and time' });
    fireEvent.click(sw);
    await waitFor(() =>
      expect(
        apiCalls()
          .filter((c) => c.method === 'POST')
          .map((c) => c.body),
      ).toEqual([{ id: 'datetime', enabled: true }]),
    );
    await waitFor(() => expect(sw).toBeChecked());
  });

  it('shows a refusal translated', async () => {
    serve(
      handle(adminModelsApi.plugins, () => ({ list })),
      handle(adminModelsApi.pluginsChange, () => refuse('errors.invalidInput')),
    );
    renderWithProviders(<PluginsSection />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable Calculator' }));
    const { default: errors } = await import('../../../../locales/en-US/errors.json');
    expect(await screen.findByText(new RegExp(errors.invalidInput))).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    serve(handle(adminModelsApi.plugins, () => refuse('errors.databaseError')));
    renderWithProviders(<PluginsSection />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

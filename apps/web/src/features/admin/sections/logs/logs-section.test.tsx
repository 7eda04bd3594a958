import type { AdminLogEntry } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { apiCalls, handle, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { changedKeys } from './audit-diff.ts';
import { LogsSection } from './logs-section.tsx';

const at = '2030-01-01T00:00:00.000Z';
const admin = { uuid: 'a1', username: 'root1', nickname: 'Root' };
const entries: Record<string, AdminLogEntry[]> = {
  client: [
    {
      type: 'client',
      id: 'c1',
      code: 'E_RENDER',
      message: 'Cannot read x',
      deviceInfo: '{"ua":"Firefox","width":390}',
      ip: '10.0.0.1',
      user: null,
      createdAt: at,
    },
  ],
  server: [
    {
      type: 'server',
      id: 's1',
      requestId: 'req-42',
      method: 'POST',
      url: '/api/chat',
      status: 500,
      code: 10500,
      message: 'boom',
      user: null,
      createdAt: at,
    },
  ],
  audit: [
    {
      type: 'audit',
      id: 'a1',
      actor: admin,
      action: 'config.update',
      targetKind: 'config',
      targetId: null,
      before: '{"registrationOpen":true,"creditsPerAnswer":1}',
      after: '{"registrationOpen":false,"creditsPerAnswer":1}',
      ip: null,
      createdAt: at,
    },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
  serve(
    handle(adminApi.logs, ({ query }) => {
      const list = entries[query.get('type') ?? 'client'] ?? [];
      return { list, total: list.length };
    }),
  );
});

describe('logs section', () => {
  it('shows client errors with their device info pretty-printed', async () => {
    renderWithProviders(<LogsSection />);
    expect(await screen.findByText('E_RENDER')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const pre = await screen.findByLabelText('Device info');
    expect(pre.textContent).toBe('{\n  "ua": "Firefox",\n  "width": 390\n}');
  });

  it('shows server errors with a copyable request id', async () => {
    renderWithProviders(<LogsSection />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Server errors' }));
    expect(await screen.findByText('req-42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(apiCalls().some((c) => c.url.includes('type=server'))).toBe(true);
  });

  it('shows the audit log read-only, with only the changed keys side by side', async () => {
    renderWithProviders(<LogsSection />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByText('config.update')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const field = await screen.findByText('registrationOpen');
    const row = field.closest('tr')!;
    expect(within(row).getByText('true')).toBeInTheDocument();
    expect(within(row).getByText('false')).toBeInTheDocument();
    expect(screen.queryByText('creditsPerAnswer')).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: /delete|edit|save/i }),
    ).not.toBeInTheDocument();
    expect(apiCalls().every((c) => c.method === 'GET')).toBe(true);
  });

  it('diffs records that appear or vanish', () => {
    expect(changedKeys(null, '{"a":1}')).toEqual([{ key: 'a', before: '', after: '1' }]);
    expect(changedKeys('{"a":1}', '{"a":1}')).toEqual([]);
  });
});

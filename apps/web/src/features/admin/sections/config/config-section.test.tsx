import type { AdminConfig } from '@robot/contracts';
import { adminApi, adminModelsApi } from '@robot/contracts/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../../../test/msw.ts';
import { cssRule } from '../../../../test/css-rules.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { changedConfig, valuesOf } from './config-values.ts';
import { ConfigSection } from './config-section.tsx';

const config: AdminConfig = {
  defaultChatModel: null,
  defaultWritingModel: null,
  assistantPrompt: 'You are helpful.',
  creditsNewUserGrant: 100,
  creditsPerAnswer: 1,
  registrationOpen: true,
  announcement: { enabled: false, zh: '', en: '' },
  defaultLimits: {
    allowedModels: null,
    premium: false,
    maxConversations: 50,
    dailyAsks: null,
    premiumAsksPer3h: null,
    answersPerMinute: 10,
    timeSlots: null,
  },
  limitsTimeZone: 'Asia/Shanghai',
  version: 4,
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const saves = () =>
  apiCalls()
    .filter((c) => c.method === 'POST' && c.url === adminApi.configChange.path)
    .map((c) => c.body);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
  serve(
    handle(adminModelsApi.models, () => ({
      providers: [],
      models: [],
      defaultChatModel: null,
      defaultWritingModel: null,
    })),
  );
});

describe('config section', () => {
  it('says a config never saved runs on the defaults, not "version 0 · updated —"', async () => {
    serve(
      handle(adminApi.config, () => ({ ...config, version: 0, updatedAt: null }) as AdminConfig),
    );
    renderWithProviders(<ConfigSection />);
    expect(
      await screen.findByText("Never saved: the values below are the server's defaults"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Version 0/)).not.toBeInTheDocument();
  });

  it('sends only the changed keys, then shows saved with the new version', async () => {
    serve(
      handle(adminApi.config, () => config),
      handle(
        adminApi.configChange,
        ({ body }) => ({ ...config, ...body, version: 5 }) as AdminConfig,
      ),
    );
    renderWithProviders(<ConfigSection />);
    expect(await screen.findByText(/Version 4/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: 'Registration open' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Assistant prompt' }), {
      target: { value: 'Be brief. ' },
    });
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() =>
      expect(saves()).toEqual([{ registrationOpen: false, assistantPrompt: 'Be brief.' }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/Saved: version 5/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps Save in a bar of its own at the bottom, opaque over the fields under it', async () => {
    serve(handle(adminApi.config, () => config));
    renderWithProviders(<ConfigSection />);
    const bar = (await screen.findByRole('button', { name: 'Save' })).closest('.rs-admin-savebar');
    expect(bar).not.toBeNull();
    const rule = cssRule('features/admin/admin.css', '.rs-admin-savebar');
    expect(rule?.position).toBe('sticky');
    expect(rule?.background).toBe('var(--ant-color-bg-layout)');
  });

  it('a "no limit" toggle sends null within the default limits', async () => {
    serve(
      handle(adminApi.config, () => config),
      handle(adminApi.configChange, () => config),
    );
    renderWithProviders(<ConfigSection />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'No limit: Answers per minute' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a time slot' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      defaultLimits: {
        ...config.defaultLimits,
        answersPerMinute: null,
        timeSlots: [{ start: '09:00', end: '18:00' }],
      },
    });
  });

  it('previews the announcement and refuses an unknown time zone', async () => {
    serve(handle(adminApi.config, () => config));
    renderWithProviders(<ConfigSection />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Show the banner' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Text (English)' }), {
      target: { value: 'Maintenance tonight' },
    });
    expect(await screen.findByTestId('announcement-preview')).toHaveTextContent(
      'Maintenance tonight',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Limits time zone' }), {
      target: { value: 'Mars/Base' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Not a known time zone (e.g. Asia/Shanghai)'),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('shows a refusal translated', async () => {
    serve(
      handle(adminApi.config, () => config),
      handle(adminApi.configChange, () => refuse('errors.modelNotFound')),
    );
    renderWithProviders(<ConfigSection />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Registration open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { default: errors } = await import('../../../../locales/en-US/errors.json');
    expect(await screen.findByText(new RegExp(errors.modelNotFound))).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    serve(handle(adminApi.config, () => config));
    const { router } = renderWithProviders(<ConfigSection />, { route: '/admin/config' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Registration open' }));
    await screen.findByText('Unsaved changes');
    // the guard takes over in an effect after that render: let React run its effects first (on a
    // loaded machine the navigation could otherwise come before them)
    await act(async () => {});
    void router.navigate('/admin/users');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Leave without saving your changes?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/config');
    void router.navigate('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('changedConfig treats no time slots and an empty list alike', () => {
    const saved = valuesOf(config);
    expect(
      changedConfig(saved, { ...saved, defaultLimits: { ...saved.defaultLimits, timeSlots: [] } }),
    ).toEqual({});
  });
});

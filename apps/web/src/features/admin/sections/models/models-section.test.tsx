import type { AdminModel, AdminModels } from '@robot/contracts';
import { adminModelsApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { apiCalls, handle, refuse, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ModelsSection } from './models-section.tsx';

const P1 = '22222222-2222-4222-8222-222222222222';

const model = (over: Partial<AdminModel> = {}): AdminModel => ({
  id: 'gpt-small',
  providerId: P1,
  upstreamModel: 'gpt-4o-mini',
  labelZh: '小模型',
  labelEn: 'Small model',
  tier: 'standard',
  supportsTools: true,
  contextWindow: 128000,
  creditsPerAnswer: 2,
  enabled: true,
  sort: 0,
  health: {
    degraded: true,
    degradedUntil: null,
    calls: 10,
    errors: 2,
    errorRate: 0.2,
    latencyP50Ms: 420,
    latencyP95Ms: 1800,
    lastError: 'upstream 502',
  },
  ...over,
});

const data = (over: Partial<AdminModels> = {}): AdminModels => ({
  providers: [
    {
      id: P1,
      name: 'OpenAI',
      baseUrl: 'https://api.openai.com/v1',
      apiKeySet: true,
      enabled: true,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    },
  ],
  models: [model()],
  defaultChatModel: 'gpt-small',
  defaultWritingModel: null,
  ...over,
});

const changes = () =>
  apiCalls()
    .filter((c) => c.method === 'POST' && c.url === adminModelsApi.modelsChange.path)
    .map((c) => c.body);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: 't1', user: null });
});

describe('models section', () => {
  it('shows a provider whose key is set, and never a key-like string', async () => {
    serve(handle(adminModelsApi.models, () => data()));
    const { container } = renderWithProviders(<ModelsSection />);
    expect(await screen.findByText('Key set')).toBeInTheDocument();
    expect(screen.getByText('https://api.openai.com/v1')).toBeInTheDocument();
    expect(screen.getByText('gpt-small')).toBeInTheDocument();
    expect(screen.getByText('Degraded')).toBeInTheDocument();
    expect(screen.getByText('errors 20.0%')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/sk-[A-Za-z0-9]|apiKey|Bearer/);
    // the edit dialog's key field starts empty
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('New API key')).toHaveValue('');
    expect(document.body.innerHTML).not.toMatch(/sk-[A-Za-z0-9]/);
  });

  it('gives the focus back to the button that opened a dialog when it closes', async () => {
    serve(handle(adminModelsApi.models, () => data()));
    renderWithProviders(<ModelsSection />);
    await screen.findByText('Key set');
    const add = screen.getByRole('button', { name: 'Add provider' });
    add.focus();
    fireEvent.click(add);
    let dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(add).not.toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(add).toHaveFocus());
    const addModel = screen.getByRole('button', { name: 'Add model' });
    addModel.focus();
    fireEvent.click(addModel);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(addModel).toHaveFocus());
    // a new opening starts from a fresh form, not the last one's typing
    fireEvent.click(addModel);
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Model id'), { target: { value: 'typed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(addModel).toHaveFocus());
    fireEvent.click(addModel);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Model id')).toHaveValue('');
  });

  it('saves a provider with Enter in its name field', async () => {
    serve(
      handle(adminModelsApi.models, () => data()),
      handle(adminModelsApi.modelsChange, () => data()),
    );
    const user = userEvent.setup();
    renderWithProviders(<ModelsSection />);
    await screen.findByText('Key set');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'OpenAI EU' } });
    name.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({ action: 'saveProvider', provider: { name: 'OpenAI EU' } });
  });

  it('edits a provider: an empty key field sends no key; a new key is sent once', async () => {
    serve(
      handle(adminModelsApi.models, () => data()),
      handle(adminModelsApi.modelsChange, () => data()),
    );
    renderWithProviders(<ModelsSection />);
    await screen.findByText('Key set');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toEqual({
      action: 'saveProvider',
      provider: { id: P1, name: 'OpenAI', baseUrl: 'https://api.openai.com/v1', enabled: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New API key'), { target: { value: 'sk-new' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[1]).toMatchObject({
      action: 'saveProvider',
      provider: { id: P1, apiKey: 'sk-new' },
    });
  });

  it('removes a key, toggles a model and sets the defaults', async () => {
    serve(
      handle(adminModelsApi.models, () => data()),
      handle(adminModelsApi.modelsChange, () => data()),
    );
    renderWithProviders(<ModelsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove key' }));
    const pop = await screen.findByRole('tooltip');
    fireEvent.click(within(pop).getByRole('button', { name: 'Remove key' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toEqual({
      action: 'saveProvider',
      provider: {
        id: P1,
        name: 'OpenAI',
        baseUrl: 'https://api.openai.com/v1',
        enabled: true,
        apiKey: null,
      },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Enable model gpt-small' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    const { health: _h, ...input } = model();
    expect(changes()[1]).toEqual({ action: 'saveModel', model: { ...input, enabled: false } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default writing model' }));
    const option = await waitFor(() => {
      const el = document.querySelector('.ant-select-item-option[title="Small model (gpt-small)"]');
      expect(el).not.toBeNull();
      return el!;
    });
    fireEvent.click(option);
    await waitFor(() => expect(changes()).toHaveLength(3));
    expect(changes()[2]).toEqual({ action: 'setDefaults', writing: 'gpt-small' });
  });

  it('adds a model with the form, checked by the contract', async () => {
    serve(
      handle(adminModelsApi.models, () => data()),
      handle(adminModelsApi.modelsChange, () => data()),
    );
    renderWithProviders(<ModelsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add model' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Model id'), { target: { value: 'bad id!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    expect(changes()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Model id'), { target: { value: 'deep-1' } });
    fireEvent.change(within(dialog).getByLabelText('Upstream model name'), {
      target: { value: 'deepseek-chat' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name (Chinese)'), {
      target: { value: '深度' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), {
      target: { value: 'Deep' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toEqual({
      action: 'saveModel',
      model: {
        id: 'deep-1',
        providerId: P1,
        upstreamModel: 'deepseek-chat',
        labelZh: '深度',
        labelEn: 'Deep',
        tier: 'standard',
        supportsTools: false,
        contextWindow: 128000,
        creditsPerAnswer: 1,
        enabled: true,
        sort: 0,
      },
    });
  });

  it('shows providerInUse translated when a provider still has models', async () => {
    serve(
      handle(adminModelsApi.models, () => data()),
      handle(adminModelsApi.modelsChange, () => refuse('errors.providerInUse')),
    );
    renderWithProviders(<ModelsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete provider' }));
    const pop = await screen.findByRole('tooltip');
    fireEvent.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes()).toEqual([{ action: 'deleteProvider', id: P1 }]));
    const { default: errors } = await import('../../../../locales/en-US/errors.json');
    expect(
      await screen.findByText(new RegExp(errors.providerInUse.slice(0, 20))),
    ).toBeInTheDocument();
  });
});

import type { ChatModel } from '@robot/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { chatModel } from '../../../test/chat-fixtures.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { ModelChoice } from '../hooks/use-model-choice.ts';
import { ChatChoiceBar } from './model-picker.tsx';

// the picker's models support tools unless told, so that plugins can be chosen
const model = (id: string, over: Partial<ChatModel> = {}): ChatModel =>
  chatModel(id, { supportsTools: true, ...over });

const plugins = ['calc', 'clock'].map((id) => ({
  id,
  labelZh: `${id} 插件`,
  labelEn: `${id} plugin`,
}));

function fakeChoice(over: Partial<ModelChoice> = {}): ModelChoice {
  const models = [model('small'), model('flaky', { degraded: true, tier: 'premium' })];
  return {
    models,
    model: models[0]!,
    showPicker: true,
    pick: vi.fn(),
    plugins,
    allPlugins: plugins,
    maxPlugins: 3,
    pluginIds: [],
    setPluginIds: vi.fn(),
    pluginsCleared: false,
    choice: () => ({ model: 'small' }) as never,
    ...over,
  };
}

function renderBar(
  choice: ModelChoice,
  { isNew = true, conversationPlugins = [] as string[], disabled = false } = {},
) {
  return renderWithProviders(
    <ChatChoiceBar
      choice={choice}
      isNew={isNew}
      conversationPlugins={conversationPlugins}
      disabled={disabled}
    />,
  );
}

/** The open list's option titled `title`. */
const option = (title: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
    );
    expect(found).not.toBeNull();
    return found!;
  });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('ChatChoiceBar', () => {
  it('first draws plain triggers, without antd', async () => {
    renderBar(fakeChoice({ model: model('flaky', { degraded: true }) }));
    const picker = await screen.findByRole('button', { name: 'Model' });
    expect(picker).toHaveTextContent('flaky English');
    expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
    const mark = within(picker).getByRole('img', { name: 'Unstable' });
    expect(mark).toHaveAttribute('data-tip', 'This model has failed recently and may fail again');
    expect(screen.getByRole('button', { name: 'Plugins' })).toHaveTextContent('Plugins (up to 3)');
    expect(document.querySelector('.ant-select')).toBeNull();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('a click on the model trigger opens the real list, focused; choosing calls the choice', async () => {
    const choice = fakeChoice();
    renderBar(choice);
    await userEvent.click(await screen.findByRole('button', { name: 'Model' }));
    const select = await screen.findByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    expect(select).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Model' })).toBeNull();
    // the rich options: tags and the degraded mark
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    fireEvent.click(await option('flaky English'));
    expect(choice.pick).toHaveBeenCalledWith('flaky', expect.anything());
    // antd's Select stays
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeInTheDocument();
  });

  it.each(['{ArrowDown}', '{Enter}', ' '])('the keyboard (%s) opens it too', async (key) => {
    const choice = fakeChoice();
    renderBar(choice);
    const trigger = await screen.findByRole('button', { name: 'Model' });
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard(key);
    const select = await screen.findByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    expect(select).toHaveFocus();
  });

  it('the plugins trigger opens the real multiple list; choosing sets the plugins', async () => {
    const choice = fakeChoice();
    renderBar(choice);
    await userEvent.click(await screen.findByRole('button', { name: 'Plugins' }));
    const select = await screen.findByRole('combobox', { name: 'Plugins' });
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    expect(select).toHaveFocus();
    fireEvent.click(await option('clock plugin'));
    expect(choice.setPluginIds).toHaveBeenCalledWith(['clock'], expect.anything());
    // the model's trigger is still plain
    expect(screen.getByRole('button', { name: 'Model' })).toBeInTheDocument();
  });

  it('shows chosen plugins on the plain trigger', async () => {
    renderBar(fakeChoice({ pluginIds: ['calc'] }));
    const trigger = await screen.findByRole('button', { name: 'Plugins' });
    expect(trigger).toHaveTextContent('calc plugin');
    expect(trigger).not.toHaveTextContent('Plugins (up to 3)');
  });

  it('a disabled trigger does nothing', async () => {
    const choice = fakeChoice();
    renderBar(choice, { disabled: true });
    const picker = await screen.findByRole('button', { name: 'Model' });
    const plugins = screen.getByRole('button', { name: 'Plugins' });
    expect(picker).toBeDisabled();
    expect(plugins).toBeDisabled();
    await userEvent.click(picker);
    await userEvent.click(plugins);
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    // give a lazy Select time to show, if one were asked for
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.ant-select')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(choice.pick).not.toHaveBeenCalled();
  });

  it("a conversation's plugins, read-only, and the cleared note, without antd", async () => {
    renderBar(fakeChoice({ showPicker: false, pluginsCleared: true }), {
      isNew: false,
      conversationPlugins: ['calc', 'gone'],
    });
    const group = await screen.findByRole('group', { name: 'Plugins:' });
    expect(within(group).getByText('calc plugin')).toBeInTheDocument();
    expect(within(group).getByText('gone')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/cannot use plugins/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('draws nothing without a choice to show', () => {
    const { container } = renderBar(fakeChoice({ showPicker: false, plugins: [] }));
    expect(container.querySelector('.rs-chat-choices')).toBeNull();
  });
});

import type { ErrorKeyValue } from '@robot/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { me } from '../../test/account-fixtures.tsx';
import {
  ask,
  chatModel,
  CONV,
  input,
  meta,
  storedConversation,
  type FakeChatApi,
} from '../../test/chat-fixtures.tsx';
import { refuse } from '../../test/msw.ts';
import {
  markdownRendererLoaded,
  renderChatPage,
  setUpChatPage,
} from './chat-page.test-helpers.tsx';

const model = chatModel;

const plugin = (id: string) => ({ id, labelZh: `${id} 插件`, labelEn: `${id} plugin` });

let api: FakeChatApi;

beforeAll(markdownRendererLoaded);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ user: me });
  api = setUpChatPage();
  api.models = {
    models: [
      model('small'),
      model('big', { tier: 'premium', supportsTools: true, creditsPerAnswer: 3 }),
      model('flaky', { degraded: true }),
    ],
    writingModel: null,
    defaultModel: 'small',
    plugins: ['calc', 'clock', 'square', 'mine'].map(plugin),
    maxPlugins: 3,
  };
});

const renderChat = renderChatPage;

/**
 * Opens a picker by its label: the first time, its plain trigger (a button) brings antd's Select,
 * open; after that, antd's Select itself.
 */
async function open(label: string) {
  const trigger = screen.queryByRole('button', { name: label });
  if (trigger) await userEvent.click(trigger);
  const select = await screen.findByRole('combobox', { name: label });
  if (!trigger && select.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
}

/** Opens a picker by its label and clicks the option titled `title`. */
async function choose(label: string, title: string) {
  await waitFor(() =>
    expect(
      screen.queryByRole('button', { name: label }) ??
        screen.queryByRole('combobox', { name: label }),
    ).not.toBeNull(),
  );
  await open(label);
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
    );
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(option);
}

describe('ChatPage: the model picker', () => {
  it('starts on the default model, sends the chosen one and remembers it per user', async () => {
    renderChat();
    const picker = await screen.findByRole('button', { name: 'Model' });
    const bar = picker.closest('.rs-chat-choices') as HTMLElement;
    expect(await within(bar).findByText('small English')).toBeInTheDocument();
    // drawn without antd until opened
    expect(document.querySelector('.ant-select')).toBeNull();

    await open('Model');
    // premium and tools tags, the price and the degraded mark are in the list
    expect(await screen.findByText('3 credits per answer')).toBeInTheDocument();
    expect(screen.getAllByText('Premium').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tools').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Unstable' }).length).toBeGreaterThan(0);

    await choose('Model', 'big English');
    const { body } = await ask(api, 'Hello');
    expect(body).toMatchObject({ model: 'big', message: 'Hello' });
    expect(localStorage.getItem(`rs.chatModel.${me.uuid}`)).toBe('big');
  });

  it('an existing conversation keeps its own model and shows its plugins read-only', async () => {
    api.conversationDetail = {
      ...storedConversation(),
      current_model: 'flaky',
      metadata: { plugin_ids: ['calc', 'clock'] },
    };
    renderChat(`?c=${CONV}`);
    expect(await screen.findByText('Stored answer')).toBeInTheDocument();
    const tags = await screen.findByRole('group', { name: 'Plugins:' });
    expect(within(tags).getByText('calc plugin')).toBeInTheDocument();
    expect(within(tags).getByText('clock plugin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Plugins' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Plugins' })).toBeNull();
    const { body } = await ask(api, 'More');
    expect(body).toMatchObject({ conversationId: CONV, model: 'flaky' });
    expect(body).not.toHaveProperty('plugins');
  });

  it('is hidden with a single model, and when no model is configured', async () => {
    api.models = { ...api.models, models: [model('only')], defaultModel: 'only' };
    const first = renderChat();
    await input();
    expect(screen.queryByRole('button', { name: 'Model' })).toBeNull();
    first.unmount();

    api.models = { ...api.models, models: [model('a'), model('b')] };
    api.offline = true;
    renderChat();
    expect(await screen.findByText(/No AI model is configured/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Model' })).toBeNull();
  });
});

describe('ChatPage: plugins of a new conversation', () => {
  it('are offered only with a tools model, at most 3, and sent with the first question only', async () => {
    renderChat();
    await screen.findByRole('button', { name: 'Model' });
    expect(screen.queryByRole('button', { name: 'Plugins' })).toBeNull();

    await choose('Model', 'big English');
    for (const name of ['calc plugin', 'clock plugin', 'square plugin', 'mine plugin']) {
      await choose('Plugins', name);
    }
    const first = await ask(api, 'Add 2 and 2');
    expect(first.body.plugins).toEqual(['calc', 'clock', 'square']);
    expect(first.body.model).toBe('big');

    act(() => {
      first.stream.send('meta', meta(1));
      first.stream.send('done', { finishReason: 'stop', usage: null });
      first.stream.end();
    });
    // The conversation now shows its plugins read-only and does not send them again.
    expect(await screen.findByRole('group', { name: 'Plugins:' })).toBeInTheDocument();
    await userEvent.type(await input(), 'Again{Enter}');
    await waitFor(() => expect(api.streams).toHaveLength(2));
    expect(api.streams[1]!.body).not.toHaveProperty('plugins');
  });

  it('picking a model without tools clears the plugins with a note', async () => {
    renderChat();
    await choose('Model', 'big English');
    await choose('Plugins', 'calc plugin');
    await choose('Model', 'small English');
    expect(await screen.findByText(/cannot use plugins/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Plugins' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Plugins' })).toBeNull();
    const { body } = await ask(api, 'Hi');
    expect(body.model).toBe('small');
    expect(body).not.toHaveProperty('plugins');
  });
});

describe('ChatPage: tool steps', () => {
  it('streams a running step, then its result, in a collapsible row above the answer', async () => {
    renderChat();
    const { stream } = await ask(api, 'What is 6*7?');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('tool', {
        id: 'call1',
        name: 'calc',
        input: '{"expression":"6*7"}',
        status: 'running',
        output: null,
      });
    });
    const header = await screen.findByRole('button', { name: /calc plugin/ });
    expect(header).toHaveTextContent('Running');
    expect(header).toHaveAttribute('aria-expanded', 'false');

    act(() => {
      stream.send('tool', {
        id: 'call1',
        name: 'calc',
        input: '{"expression":"6*7"}',
        status: 'done',
        output: '42',
      });
      stream.send('delta', { content: 'It is 42.' });
      stream.send('done', { finishReason: 'stop', usage: null });
      stream.end();
    });
    expect(await screen.findByText('It is 42.')).toBeInTheDocument();
    await waitFor(() => expect(header).toHaveTextContent('Done'));
    expect(screen.getAllByRole('button', { name: /calc plugin/ })).toHaveLength(1);

    // The keyboard opens it: the input, pretty-printed, and the result.
    header.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(/"expression": "6\*7"/)).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
  });

  it('shows the steps of a stored answer, a failed one too', async () => {
    const stored = storedConversation();
    const answer = stored.mapping.a!;
    answer.message.metadata.tool_steps = [
      { id: 's1', name: 'clock', input: '{}', status: 'done', output: '12:00' },
      { id: 's2', name: 'square', input: '{"q":"x"}', status: 'error', output: 'timed out' },
    ];
    api.conversationDetail = stored;
    renderChat(`?c=${CONV}`);
    expect(await screen.findByRole('button', { name: /clock plugin/ })).toHaveTextContent('Done');
    expect(screen.getByRole('button', { name: /square plugin/ })).toHaveTextContent('Failed');
  });
});

describe('ChatPage: refused questions', () => {
  const refusals: [ErrorKeyValue, RegExp][] = [
    ['errors.invalidConversationInfo', /Invalid conversation info/],
    ['errors.premiumNotAllowed', /Premium models are not enabled/],
    ['errors.outsideTimeSlot', /not open for your account at this time/],
    ['errors.conversationLimit', /maximum number of conversations/],
    ['errors.dailyAsksExceeded', /all of today's questions/],
    ['errors.premiumAsksExceeded', /premium-model questions/],
    ['errors.answersPerMinuteExceeded', /Too many questions in a minute/],
  ];

  it.each(refusals)('%s: its message over the box, and the question kept', async (key, text) => {
    api.streamRefusal = refuse(key);
    renderChat();
    const box = await input();
    await userEvent.type(box, 'My long question{Enter}');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent(/back in the box/);
    await waitFor(() => expect(box).toHaveValue('My long question'));
    // Nothing a retry could fix: no retry button, and no "queueing" status.
    expect(within(card).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Queueing')).toBeNull();
    expect(screen.queryByText('My long question', { selector: '.rs-chat-bubble *' })).toBeNull();
  });

  it('says it in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    api.streamRefusal = refuse('errors.dailyAsksExceeded');
    renderChat();
    await userEvent.type(await input(), '问题{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('问题已放回');
  });

  it('a retried refusal empties the box it was put back in', async () => {
    api.streamRefusal = refuse('errors.creditsNotEnough');
    renderChat();
    const box = await input();
    await userEvent.type(box, 'Q{Enter}');
    await waitFor(() => expect(box).toHaveValue('Q'));
    api.streamRefusal = null;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(box).toHaveValue('');
  });

  it('an error from a degraded model suggests picking another', async () => {
    renderChat();
    const { stream } = await ask(api, 'Q');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('error', { code: 10502, msg: 'errors.upstreamFailed', degraded: true });
      stream.end();
    });
    expect(await screen.findByText(/pick another model/)).toBeInTheDocument();
  });

  it('with a single model, an error from it being degraded points at no picker', async () => {
    api.models = {
      ...api.models,
      models: [model('flaky', { degraded: true })],
      defaultModel: 'flaky',
    };
    renderChat();
    const { stream } = await ask(api, 'Q');
    act(() => {
      stream.send('meta', meta(1));
      stream.send('error', { code: 10502, msg: 'errors.upstreamFailed', degraded: true });
      stream.end();
    });
    expect(await screen.findByText('The AI model did not answer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Model' })).not.toBeInTheDocument();
    expect(screen.queryByText(/pick another model/)).not.toBeInTheDocument();
  });
});

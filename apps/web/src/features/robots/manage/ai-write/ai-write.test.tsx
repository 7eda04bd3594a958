import { adviceStreamEvents, type UserInfo } from '@robot/contracts';
import { adviceApi, chatApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { useLanguageStore } from '../../../../stores/language-store.ts';
import { iconNamesHeard, iconNamesOnPage } from '../../../../test/icon-names.ts';
import { apiCalls, handle, refuse, serve, type Refusal } from '../../../../test/msw.ts';
import { renderWithRobotActions } from '../../../../test/robot-actions-harness.tsx';
import { liveStream, sseEvent, type LiveStream } from '../../../../test/sse-stream.ts';

const me: UserInfo = {
  uuid: '0b7c1f8e-3d2a-4c5b-9e6f-7a8b9c0d1e2f',
  username: 'alice',
  email: null,
  nickname: 'Alice',
  headportraitUrl: null,
  mobile: null,
  role: 'user',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const timesPath = `/api/advice/times/get/${me.uuid}`;
const modelsPath = '/api/chat/models';
const adviceEndpoints = [
  adviceApi.robotName,
  adviceApi.robotIntro,
  adviceApi.robotGuidence,
  adviceApi.robotPrompt,
];

/**
 * The API for these tests: the times call answers `spent`; the models call says a model answers unless
 * `offline`; an advice call answers `adviceAnswer` (a refusal) or, when that is undefined, a stream the
 * test drives through `streams`.
 */
function mockAdvice(
  spent = { robotNameTimes: 0, introTimes: 1, guideWordsTimes: 3, promptTimes: 2 },
  { offline = false } = {},
) {
  const streams: LiveStream[] = [];
  const state: { adviceAnswer?: Refusal } = {};
  serve(
    handle(adviceApi.timesGet, () => spent),
    handle(chatApi.models, () => {
      const models = offline
        ? []
        : [
            {
              id: 'gpt-4o-mini',
              label: 'GPT-4o mini',
              labelZh: 'GPT-4o mini',
              labelEn: 'GPT-4o mini',
              tier: 'standard' as const,
              supportsTools: false,
              creditsPerAnswer: 1,
              degraded: false,
            },
          ];
      return {
        models,
        defaultModel: offline ? '' : 'gpt-4o-mini',
        offline,
        writingModel: offline ? null : 'gpt-4o-mini',
        plugins: [],
        maxPlugins: 3,
      };
    }),
    ...adviceEndpoints.map((ep) =>
      handle(ep, ({ request }) => {
        if (state.adviceAnswer) return state.adviceAnswer;
        const stream = liveStream(request.signal);
        streams.push(stream);
        return stream.response;
      }),
    ),
  );
  const calls = apiCalls;
  const adviceCalls = () => calls().filter((c) => c.url.startsWith('/api/advice/robot/'));
  const timesCalls = () => calls().filter((c) => c.url === timesPath);
  const modelsCalls = () => calls().filter((c) => c.url === modelsPath);
  return { streams, state, adviceCalls, timesCalls, modelsCalls };
}

const openCreate = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'open create' }));
  return (await screen.findByText('Create robot')).closest<HTMLElement>('[role="dialog"]')!;
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const introButton = () => screen.findByRole('button', { name: /^AI write: Introduction/ });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useLanguageStore.setState({ language: 'en-US' });
  useAuthStore.setState({ token: 't1', user: me });
  renderWithRobotActions();
});

describe('AI writing in the robot form', () => {
  it('shows 3 minus the uses spent on each button and disables a used-up kind', async () => {
    mockAdvice();
    await openCreate();
    const button = (label: string) => screen.getByLabelText(label, { selector: 'button' });
    await waitFor(() => expect(button('AI write: Name, 3 left')).toHaveTextContent('AI write (3)'));
    expect(button('AI write: Name, 3 left')).toBeEnabled();
    expect(button('AI write: Introduction, 2 left')).toBeEnabled();
    expect(button('AI write: Prompt, 1 left')).toBeEnabled();
    const guide = button('AI write: Suggested questions, 0 left');
    expect(guide).toHaveTextContent('AI write (0)');
    expect(guide).toBeDisabled();
  });

  it('asks once which models answer, for all the buttons of the form', async () => {
    const api = mockAdvice();
    await openCreate();
    const buttons = await screen.findAllByLabelText(/^AI write: .*left$/, { selector: 'button' });
    expect(buttons).toHaveLength(4);
    await waitFor(() => expect(api.modelsCalls()).toHaveLength(1));
    expect(screen.getByLabelText('AI write: Name, 3 left', { selector: 'button' })).toBeEnabled();
  });

  it('disables every button and says why when the site has no AI model', async () => {
    const api = mockAdvice(undefined, { offline: true });
    await openCreate();
    type('Name', 'Travel planner');
    const label = (field: string) =>
      `AI write: ${field}, unavailable: this site has no AI model configured`;
    const name = await screen.findByLabelText(label('Name'), { selector: 'button' });
    for (const field of ['Name', 'Introduction', 'Suggested questions', 'Prompt']) {
      const button = screen.getByLabelText(label(field), { selector: 'button' });
      expect(button).toBeDisabled();
      // The uses left say nothing while no model answers.
      expect(button).toHaveTextContent(/^AI write$/);
    }
    // A disabled button gets pointer events but no mouse events (as in browsers): hover by pointer.
    fireEvent.pointerEnter(name);
    expect(
      await screen.findByText('AI writing is unavailable: this site has no AI model configured.'),
    ).toBeInTheDocument();
    fireEvent.click(name);
    expect(api.adviceCalls()).toHaveLength(0);
    expect(api.modelsCalls()).toHaveLength(1);
  });

  it('says why in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    mockAdvice(undefined, { offline: true });
    fireEvent.click(screen.getByRole('button', { name: 'open create' }));
    const intro = await screen.findByLabelText('让 AI 帮写简介（不可用：本站没有配置 AI 模型）', {
      selector: 'button',
    });
    expect(intro).toBeDisabled();
    fireEvent.pointerEnter(intro);
    expect(
      await screen.findByText('本站没有配置 AI 模型，暂时不能使用 AI 帮写。'),
    ).toBeInTheDocument();
  });

  it('reads out no antd icon\'s English name in Chinese ("bulb", "cloud-upload")', async () => {
    await i18n.changeLanguage('zh-CN');
    useLanguageStore.setState({ language: 'zh-CN' });
    mockAdvice();
    fireEvent.click(screen.getByRole('button', { name: 'open create' }));
    await screen.findAllByLabelText(/^让 AI 帮写/, { selector: 'button' });
    expect(iconNamesOnPage()).toEqual(expect.arrayContaining(['bulb', 'cloud-upload']));
    expect(iconNamesHeard()).toEqual([]);
  });

  it('asks for a meaningful name and sends nothing when the name is one character', async () => {
    const api = mockAdvice();
    await openCreate();
    type('Name', ' a ');
    fireEvent.click(await introButton());
    expect(await screen.findByText('Please enter a meaningful robot name')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^AI write: Name/ }));
    expect(api.adviceCalls()).toHaveLength(0);
  });

  it('streams the suggestion into the field, then undo restores what the user wrote', async () => {
    const api = mockAdvice();
    await openCreate();
    type('Name', 'Travel planner');
    type('Keywords', 'travel, budget');
    type('Introduction', 'My own intro');
    fireEvent.click(await introButton());

    await waitFor(() => expect(api.streams).toHaveLength(1));
    const [call] = api.adviceCalls();
    expect(call!.url).toBe('/api/advice/robot/intro');
    expect(call!.body).toEqual({
      userUUID: me.uuid,
      model: 'gpt-4o-mini',
      message: 'Name:\nTravel planner\n\nKeywords:\ntravel, budget\n\nIntroduction:\nMy own intro',
    });

    const stream = api.streams[0]!;
    stream.push('data:__start__\n\n');
    stream.push('data:Plans trips\ndata:and bud');
    stream.push('gets\n\n: ping\n\ndata:  with care\n\n');
    const intro = screen.getByLabelText('Introduction');
    await waitFor(() => expect(intro).toHaveValue('Plans trips\nand budgets with care'));
    expect(intro).toHaveAttribute('readonly');
    expect(
      screen.getByRole('button', { name: 'Stop AI writing: Introduction' }),
    ).toBeInTheDocument();

    stream.push('data:__end__\n\n');
    await waitFor(() => expect(intro).not.toHaveAttribute('readonly'));
    expect(intro).toHaveValue('Plans trips\nand budgets with care');
    // The count is asked again after the use.
    await waitFor(() => expect(api.timesCalls().length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: 'Undo AI writing: Introduction' }));
    expect(intro).toHaveValue('My own intro');
    expect(screen.queryByRole('button', { name: /^Undo AI writing/ })).not.toBeInTheDocument();
  });

  it('keeps a suggestion within the field limit and drops the undo once the user edits', async () => {
    const api = mockAdvice();
    await openCreate();
    type('Name', 'Travel planner');
    fireEvent.click(await screen.findByRole('button', { name: /^AI write: Name/ }));
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push(`data:__start__\n\ndata:${'n'.repeat(60)}\n\ndata:__end__\n\n`);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('n'.repeat(50)));
    expect(await screen.findByText(/only its first 50 characters were kept/)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Undo AI writing: Name' });
    type('Name', 'Trip buddy');
    expect(screen.queryByRole('button', { name: 'Undo AI writing: Name' })).not.toBeInTheDocument();
  });

  it('apologises when the stream fails midway and keeps the undo', async () => {
    const api = mockAdvice();
    await openCreate();
    type('Name', 'Travel planner');
    type('Introduction', 'Mine');
    fireEvent.click(await introButton());
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push('data:__start__\n\ndata:Half\n\n');
    api.streams[0]!.push(
      sseEvent(adviceStreamEvents, 'error', { code: 10502, msg: 'errors.upstreamFailed' }),
    );
    expect(
      await screen.findByText('Sorry, the network had a hiccup. Please send again.'),
    ).toBeInTheDocument();
    const intro = screen.getByLabelText('Introduction');
    expect(intro).toHaveValue('Half');
    expect(intro).not.toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Undo AI writing: Introduction' }));
    expect(intro).toHaveValue('Mine');
  });

  it('apologises in Chinese when the connection drops before any text, and keeps the value', async () => {
    await i18n.changeLanguage('zh-CN');
    const api = mockAdvice();
    fireEvent.click(screen.getByRole('button', { name: 'open create' }));
    await screen.findByText('创建机器人');
    type('名称', '旅行规划师');
    type('简介', '我的简介');
    fireEvent.click(await screen.findByRole('button', { name: /^让 AI 帮写简介/ }));
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push('data:__start__\n\n');
    api.streams[0]!.drop();
    expect(await screen.findByText('抱歉，网络开小差了，请重新发送')).toBeInTheDocument();
    expect(screen.getByLabelText('简介')).toHaveValue('我的简介');
    expect(screen.queryByRole('button', { name: /撤销/ })).not.toBeInTheDocument();
  });

  it('stops silently when the user presses stop', async () => {
    const api = mockAdvice();
    const dialog = await openCreate();
    type('Name', 'Travel planner');
    fireEvent.click(await introButton());
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push('data:__start__\n\ndata:Part\n\n');
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Stop AI writing: Introduction' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Introduction')).not.toHaveAttribute('readonly'),
    );
    expect(screen.getByLabelText('Introduction')).toHaveValue('Part');
    expect(screen.queryByText(/hiccup/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Undo AI writing: Introduction' }),
    ).toBeInTheDocument();
  });

  it('says the quota is used up on 10429 in the usual error toast and asks for the counts again', async () => {
    const api = mockAdvice();
    api.state.adviceAnswer = refuse('errors.adviceQuotaExceeded');
    await openCreate();
    type('Name', 'Travel planner');
    await introButton();
    const before = api.timesCalls().length;
    fireEvent.click(await introButton());
    // the usual error toast: code · message · result (spec section 8)
    expect(
      await screen.findByText('10429 · No AI-writing uses left · Request failed'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.timesCalls().length).toBeGreaterThan(before));
    expect(screen.queryByText(/hiccup/)).not.toBeInTheDocument();
  });
});

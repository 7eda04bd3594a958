import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { AnswerOutcome } from './chat-answer.ts';
import type { ChatRequestBody, PreparedTurn } from './chat-turn.ts';
import { createTurnRunner, type TurnRunnerDeps } from './chat-turn-runner.ts';

const outcome: AnswerOutcome = {
  status: 'done',
  content: 'hi',
  finishReason: 'stop',
  usage: null,
  errorKey: null,
};

function fakeTurn() {
  const settle = vi.fn(async (_delivered: boolean) => {});
  const release = vi.fn();
  const turn = { slot: { release }, hold: { settle } } as unknown as PreparedTurn;
  return { turn, settle, release };
}

const user = { id: 'u1' } as CurrentUser;
const body = {} as ChatRequestBody;
const io = (over: Partial<Parameters<ReturnType<typeof createTurnRunner>>[3]> = {}) => ({
  onStart: () => {},
  onDelta: () => {},
  onTool: () => {},
  signal: new AbortController().signal,
  ...over,
});

describe('runTurn: the one owner of a turn’s slot and credit hold', () => {
  it('pays when text reached the user, and releases the slot once', async () => {
    const { turn, settle, release } = fakeTurn();
    const deps: TurnRunnerDeps = {
      prepare: async () => turn,
      answer: async (_t, { onDelta }) => {
        onDelta('hi');
        return outcome;
      },
    };
    await createTurnRunner(deps)(body, user, 'en-US', io());
    expect(settle.mock.calls).toEqual([[true]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('gives the credits back when no text came', async () => {
    const { turn, settle, release } = fakeTurn();
    await createTurnRunner({ prepare: async () => turn, answer: async () => outcome })(
      body,
      user,
      'en-US',
      io(),
    );
    expect(settle.mock.calls).toEqual([[false]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('settles and releases when the final save throws after text was sent', async () => {
    const { turn, settle, release } = fakeTurn();
    const run = createTurnRunner({
      prepare: async () => turn,
      answer: async (_t, { onDelta }) => {
        onDelta('partial');
        throw new Error('database went away');
      },
    });
    await expect(run(body, user, 'en-US', io())).rejects.toThrow('database went away');
    expect(settle.mock.calls).toEqual([[true]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('settles and releases when opening the stream throws', async () => {
    const { turn, settle, release } = fakeTurn();
    const answer = vi.fn(async () => outcome);
    const run = createTurnRunner({ prepare: async () => turn, answer });
    const onStart = () => {
      throw new Error('socket gone');
    };
    await expect(run(body, user, 'en-US', io({ onStart }))).rejects.toThrow('socket gone');
    expect(answer).not.toHaveBeenCalled();
    expect(settle.mock.calls).toEqual([[false]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('still releases the slot when settling the hold fails', async () => {
    const { turn, release } = fakeTurn();
    (turn.hold as { settle: unknown }).settle = async () => {
      throw new Error('ledger down');
    };
    const run = createTurnRunner({ prepare: async () => turn, answer: async () => outcome });
    await expect(run(body, user, 'en-US', io())).rejects.toThrow('ledger down');
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('a refused turn (prepare throws) never reaches the transport', async () => {
    const onStart = vi.fn();
    const run = createTurnRunner({
      prepare: async () => {
        throw new Error('10402');
      },
      answer: async () => outcome,
    });
    await expect(run(body, user, 'en-US', io({ onStart }))).rejects.toThrow('10402');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('passes tool steps on with the caller, and a tool step alone is not paid for', async () => {
    const { turn, settle } = fakeTurn();
    const onTool = vi.fn();
    const step = {
      id: 'c1',
      name: 'calculator',
      input: '{}',
      status: 'running',
      output: null,
    } as const;
    const run = createTurnRunner({
      prepare: async () => turn,
      answer: async (_t, a) => {
        expect(a.user).toBe(user);
        a.onTool(step);
        return outcome;
      },
    });
    await run(body, user, 'en-US', io({ onTool }));
    expect(onTool).toHaveBeenCalledWith(step);
    expect(settle.mock.calls).toEqual([[false]]);
  });
});

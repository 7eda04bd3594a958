import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { AnswerIo, AnswerOutcome } from './chat-answer.ts';
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
  const store = vi.fn(async () => {});
  const abandon = vi.fn(async () => {});
  const turn = { slot: { release }, hold: { settle }, store, abandon } as unknown as PreparedTurn;
  return { turn, settle, release, store, abandon };
}

/** An answer as runAnswer starts one: `started` first, then `rest`. */
const answering =
  (rest: (io: AnswerIo) => AnswerOutcome | Promise<AnswerOutcome> = () => outcome) =>
  async (_turn: PreparedTurn, io: AnswerIo) => {
    await io.started?.();
    return rest(io);
  };

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
      answer: answering(({ onDelta }) => {
        onDelta('hi');
        return outcome;
      }),
    };
    await createTurnRunner(deps)(body, user, 'en-US', io());
    expect(settle.mock.calls).toEqual([[true]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('gives the credits back when no text came', async () => {
    const { turn, settle, release } = fakeTurn();
    await createTurnRunner({ prepare: async () => turn, answer: answering() })(
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
      answer: answering(({ onDelta }) => {
        onDelta('partial');
        throw new Error('database went away');
      }),
    });
    await expect(run(body, user, 'en-US', io())).rejects.toThrow('database went away');
    expect(settle.mock.calls).toEqual([[true]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('settles and releases when opening the stream throws', async () => {
    const { turn, settle, release, store, abandon } = fakeTurn();
    const rest = vi.fn(() => outcome);
    const run = createTurnRunner({ prepare: async () => turn, answer: answering(rest) });
    const onStart = () => {
      throw new Error('socket gone');
    };
    await expect(run(body, user, 'en-US', io({ onStart }))).rejects.toThrow('socket gone');
    expect(store).toHaveBeenCalledTimes(1);
    expect(rest).not.toHaveBeenCalled();
    expect(abandon).not.toHaveBeenCalled();
    expect(settle.mock.calls).toEqual([[false]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('stores the turn before the stream opens, and opens it once', async () => {
    const { turn, store } = fakeTurn();
    const order: string[] = [];
    store.mockImplementation(async () => {
      order.push('stored');
    });
    const onStart = vi.fn(() => order.push('opened'));
    const run = createTurnRunner({
      prepare: async () => turn,
      answer: answering(({ onDelta }) => {
        order.push('text');
        onDelta('hi');
        return outcome;
      }),
    });
    await run(body, user, 'en-US', io({ onStart }));
    expect(order).toEqual(['stored', 'opened', 'text']);
    expect(onStart).toHaveBeenCalledWith(turn);
  });

  it('a turn that could not be stored is a refusal: no stream, the limits and credits given back', async () => {
    const { turn, settle, release, store, abandon } = fakeTurn();
    store.mockRejectedValue(new Error('disk full'));
    const onStart = vi.fn();
    const run = createTurnRunner({ prepare: async () => turn, answer: answering() });
    await expect(run(body, user, 'en-US', io({ onStart }))).rejects.toThrow('disk full');
    expect(onStart).not.toHaveBeenCalled();
    expect(abandon).toHaveBeenCalledTimes(1);
    expect(settle.mock.calls).toEqual([[false]]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('an answer that never started is a bug, not a silent success; the turn is abandoned', async () => {
    const { turn, abandon, release } = fakeTurn();
    const run = createTurnRunner({ prepare: async () => turn, answer: async () => outcome });
    await expect(run(body, user, 'en-US', io())).rejects.toThrow('without storing its turn');
    expect(abandon).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('still releases the slot when settling the hold fails', async () => {
    const { turn, release } = fakeTurn();
    (turn.hold as { settle: unknown }).settle = async () => {
      throw new Error('ledger down');
    };
    const run = createTurnRunner({ prepare: async () => turn, answer: answering() });
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
      answer: answering((a) => {
        expect(a.user).toBe(user);
        a.onTool(step);
        return outcome;
      }),
    });
    await run(body, user, 'en-US', io({ onTool }));
    expect(onTool).toHaveBeenCalledWith(step);
    expect(settle.mock.calls).toEqual([[false]]);
  });
});

import type { CurrentUser } from '../auth/auth.service.ts';
import type { ToolStep } from '@robot/contracts';
import type { AnswerIo, AnswerLog, AnswerOutcome } from './chat-answer.ts';
import type { ChatRequestBody, Language, PreparedTurn } from './chat-turn.ts';

/** What the transport does with a turn: announce it, pass text on, and say when the client left. */
export interface TurnIo {
  /**
   * the turn was accepted and stored, and the model asked: a stream opens here (anything thrown
   * before is a refusal)
   */
  onStart(turn: PreparedTurn): void;
  /** a piece of the answer; a promise means "wait: the client is reading slowly" */
  onDelta(text: string): boolean | Promise<boolean> | void;
  /** a plugin call started or ended (the stream sends it as a `tool` event; plain answers drop it) */
  onTool(step: ToolStep): boolean | Promise<boolean> | void;
  /** aborted when the client goes away */
  signal: AbortSignal;
  /** the request's logger: the answer's log lines carry its request id */
  log?: AnswerLog;
}

export interface TurnRunnerDeps {
  /** waits until this turn may start (turn-pacer.ts: a few per pass of the event loop) */
  pace?(): Promise<void> | void;
  prepare(body: ChatRequestBody, user: CurrentUser, language: Language): Promise<PreparedTurn>;
  /** runs the answer; must call `io.started` once, before it reads anything of the model's answer */
  answer(turn: PreparedTurn, io: AnswerIo): Promise<AnswerOutcome>;
}

/**
 * The one owner of a chat turn. `prepare` takes the user's stream slot, and storing the turn holds the
 * answer's credits; from then on, whatever happens (the answer ends, the model fails, the client
 * leaves, a save throws), this settles the hold exactly once (paid only if some text reached the user;
 * nothing to give back if none was taken) and releases the slot.
 * The answer asks the model first and then has the turn stored and the stream opened (`started`), so
 * the turn's write and the model's first token are waited for together; a turn that could not be
 * stored is a refusal, as a failed check is, and the limits take it back. Routes only translate
 * between HTTP and this.
 */
export function createTurnRunner(deps: TurnRunnerDeps) {
  return async function runTurn(
    body: ChatRequestBody,
    user: CurrentUser,
    language: Language,
    io: TurnIo,
  ): Promise<{ turn: PreparedTurn; outcome: AnswerOutcome }> {
    // admitted at once most of the time: no promise then, and no pass through the microtask queue
    const paced = deps.pace?.();
    if (paced) await paced;
    const turn = await deps.prepare(body, user, language);
    let delivered = false;
    let stored = false;
    try {
      const outcome = await deps.answer(turn, {
        started: async () => {
          await turn.store();
          stored = true;
          io.onStart(turn);
        },
        onDelta: (text) => {
          delivered = true;
          return io.onDelta(text);
        },
        // A tool step alone is no answer: only text is paid for.
        onTool: (step) => io.onTool(step),
        signal: io.signal,
        user,
        ...(io.log ? { log: io.log } : {}),
      });
      // an answer always starts (chat-answer.ts): one that did not has a bug, and nothing was sent
      if (!stored) throw new Error('the answer ended without storing its turn');
      return { turn, outcome };
    } finally {
      try {
        try {
          if (!stored) await turn.abandon();
        } finally {
          await turn.hold.settle(delivered);
        }
      } finally {
        turn.slot.release();
      }
    }
  };
}

export type RunTurn = ReturnType<typeof createTurnRunner>;

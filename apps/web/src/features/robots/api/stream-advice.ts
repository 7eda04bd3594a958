import { adviceStreamEvents, type AdviceBody } from '@robot/contracts';
import {
  ADVICE_STREAM_END,
  ADVICE_STREAM_START,
  adviceApi,
  type AdviceKind,
} from '@robot/contracts/client';
import { apiStream, TRANSPORT_ERROR_CODE, type ApiError } from '../../../lib/api/index.ts';

const endpoints: Record<AdviceKind, typeof adviceApi.robotName> = {
  name: adviceApi.robotName,
  intro: adviceApi.robotIntro,
  guidence: adviceApi.robotGuidence,
  prompt: adviceApi.robotPrompt,
};

/** How a suggestion stream ended. 'failed' carries the error event's code (10502, 10503) or 0. */
export type AdviceOutcome =
  { kind: 'done' } | { kind: 'aborted' } | { kind: 'failed'; code: number };

/**
 * One AI-writing suggestion (api.md, AI writing): `data:__start__`, text pieces, `data:__end__`.
 * A refusal before the stream (10429 quota, 10401, 10403, validation) rejects with an ApiError, as
 * does a network failure before any answer (code 0), after the transport's feedback unless `inline`
 * explains it; once the stream runs, the outcome says how it ended. Reaching `__end__` closes the
 * connection. Aborting `signal` stops it ('aborted').
 */
export async function streamAdvice(
  kind: AdviceKind,
  body: AdviceBody,
  onText: (piece: string) => void,
  signal: AbortSignal,
  inline?: (error: ApiError) => boolean,
): Promise<AdviceOutcome> {
  let started = false;
  let outcome = null as AdviceOutcome | null;
  const end = await apiStream(
    endpoints[kind],
    {
      events: adviceStreamEvents,
      text: ['message'],
      on: {
        message: (piece) => {
          // Anything before the start marker is not part of the suggestion.
          if (!started) {
            started = piece === ADVICE_STREAM_START;
            return;
          }
          if (piece === ADVICE_STREAM_END) {
            outcome = { kind: 'done' };
            return 'end';
          }
          onText(piece);
        },
        error: ({ code }) => {
          outcome = { kind: 'failed', code };
          return 'end';
        },
      },
    },
    { body, signal, ...(inline ? { inline } : {}) },
  );
  if (end === 'aborted') return { kind: 'aborted' };
  // Closed without the end marker: the suggestion is incomplete.
  return outcome ?? { kind: 'failed', code: TRANSPORT_ERROR_CODE };
}

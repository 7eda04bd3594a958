import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FieldReason } from './errors.ts';
import { ADVICE_MESSAGE_MAX } from './advice-rules.ts';

const R = FieldReason;

export const adviceBody = z.object({
  /** what the user has so far (at least the robot name) */
  message: z.string(R.required).trim().min(1, R.required).max(ADVICE_MESSAGE_MAX, R.tooLong),
  /** must be the caller */
  userUUID: z.uuid(R.invalidFormat),
  /** a model the server lists; anything else falls back to the server's AI-writing model */
  model: z.string(R.invalidFormat).max(200, R.tooLong).optional(),
});
export type AdviceBody = z.infer<typeof adviceBody>;

export const adviceUserParams = z.object({ userUUID: z.uuid(R.invalidFormat) });

/** Uses SPENT per kind; the web app shows `Limits.adviceQuota` minus these. */
export const adviceTimes = z.object({
  robotNameTimes: z.number().int(),
  introTimes: z.number().int(),
  guideWordsTimes: z.number().int(),
  promptTimes: z.number().int(),
});
export type AdviceTimes = z.infer<typeof adviceTimes>;

// The four suggestion calls answer `text/event-stream` (`data:__start__`, text chunks, `data:__end__`),
// not an envelope; `data` describes the text they stream. Errors found before the stream starts
// (validation, 10401, 10403, 10429) are envelopes.
const adviceStream = (path: string) =>
  endpoint({ method: 'POST', path, body: adviceBody, data: z.string() });

/**
 * The events of a suggestion stream: unnamed `message` events of plain text (ADVICE_STREAM_START, the
 * pieces, ADVICE_STREAM_END), or one `error` event when the model fails.
 */
export const adviceStreamEvents = {
  message: z.string(),
  error: z.object({ code: z.number().int(), msg: z.string() }),
};

export const adviceApi = {
  timesGet: endpoint({
    method: 'GET',
    path: '/api/advice/times/get/{userUUID}',
    params: adviceUserParams,
    data: adviceTimes,
  }),
  robotName: adviceStream('/api/advice/robot/name'),
  robotIntro: adviceStream('/api/advice/robot/intro'),
  robotGuidence: adviceStream('/api/advice/robot/guidence'),
  robotPrompt: adviceStream('/api/advice/robot/prompt'),
};

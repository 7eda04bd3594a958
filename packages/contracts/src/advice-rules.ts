import { Limits } from './limits.ts';

/** The four things AI writing suggests for the robot form. `guidence` keeps the spec's spelling. */
export const adviceKinds = ['name', 'intro', 'guidence', 'prompt'] as const;
export type AdviceKind = (typeof adviceKinds)[number];

export const ADVICE_MESSAGE_MAX = 4000;

/** The stream's markers (api.md): the first and the last `data:` event. */
export const ADVICE_STREAM_START = '__start__';
export const ADVICE_STREAM_END = '__end__';

export const ADVICE_QUOTA = Limits.adviceQuota;

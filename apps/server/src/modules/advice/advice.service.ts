import { ADVICE_QUOTA, type AdviceBody, type AdviceKind, type AdviceTimes } from '@robot/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { ModelProvider } from '../ai/model-provider.ts';
import { adviceLimits, adviceMessages, type AdviceLanguage } from './advice-prompts.ts';
import type { AdviceRepository } from './advice.repository.ts';

/** Suggestion requests per user per minute (the quota bounds uses; this bounds hammering). */
export const ADVICE_RATE_PER_MINUTE = 20;

export interface AdviceServiceDeps {
  uses: AdviceRepository;
  models: ModelProvider;
  counters: CounterStore;
  /**
   * the model AI writing asks unless the request names one the provider lists (the admin's default
   * writing model, read per request); undefined: the provider's default
   */
  writingModel?: () => string | null | undefined;
}

/** A reserved suggestion: stream its text once. */
export interface AdviceJob {
  /**
   * The suggestion's text pieces, cut at what the form field can take. A model failure gives the use
   * back and rethrows; the offline responder's answer never took one.
   */
  text(signal: AbortSignal): AsyncGenerator<string>;
}

export function createAdviceService(deps: AdviceServiceDeps) {
  const { uses, models, counters } = deps;

  async function modelFor(requested: string | undefined): Promise<string | undefined> {
    if (requested) {
      const { models: listed } = await models.listModels();
      if (listed.some((m) => m.id === requested)) return requested;
    }
    return deps.writingModel?.() ?? undefined;
  }

  return {
    async times(caller: CurrentUser, userUUID: string): Promise<AdviceTimes> {
      if (caller.id !== userUUID && caller.role !== 'superuser')
        throw new AppError('errors.forbidden');
      const spent = await uses.spentByKind(userUUID);
      return {
        robotNameTimes: spent.name ?? 0,
        introTimes: spent.intro ?? 0,
        guideWordsTimes: spent.guidence ?? 0,
        promptTimes: spent.prompt ?? 0,
      };
    },

    /** Checks and takes one use, before anything is streamed (so refusals are plain JSON errors). */
    async begin(
      caller: CurrentUser,
      kind: AdviceKind,
      body: AdviceBody,
      language: AdviceLanguage,
    ): Promise<AdviceJob> {
      if (body.userUUID !== caller.id) throw new AppError('errors.forbidden');
      const { count } = await counters.hit(`advice:user:${caller.id}`, 60);
      if (count > ADVICE_RATE_PER_MINUTE) throw new AppError('errors.tooManyRequests');
      // The offline responder only explains that no model is configured: that is no suggestion, so
      // it takes no use, and a user whose uses are gone still gets the explanation.
      const counted = models.kind !== 'offline';
      if (counted && !(await uses.reserve(caller.id, kind, ADVICE_QUOTA))) {
        throw new AppError('errors.adviceQuotaExceeded');
      }
      const model = await modelFor(body.model);
      const { maxTokens } = adviceLimits(kind);
      // The offline explanation is shown whole: cutting it to a name's length would garble it.
      const maxChars = models.kind === 'offline' ? Infinity : adviceLimits(kind).maxChars;

      return {
        async *text(signal) {
          let finished = false;
          let length = 0;
          try {
            const events = models.stream({
              ...(model ? { model } : {}),
              messages: adviceMessages(kind, body.message, language),
              signal,
              maxTokens,
              language,
            });
            for await (const e of events) {
              if (e.type !== 'delta') continue;
              const piece = Array.from(e.text)
                .slice(0, maxChars - length)
                .join('');
              length += Array.from(piece).length;
              if (piece) yield piece;
              // The field is full: leaving the loop closes the upstream call.
              if (length >= maxChars) break;
            }
            finished = true;
          } finally {
            // Spent: a finished model answer, or one the client walked away from after text arrived
            // (else stopping just before the end would make the quota endless). Given back: a model
            // failure.
            const spent = finished || (signal.aborted && length > 0);
            if (counted && !spent) await uses.release(caller.id, kind);
          }
        },
      };
    },
  };
}

export type AdviceService = ReturnType<typeof createAdviceService>;

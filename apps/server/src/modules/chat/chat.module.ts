import type { AppContext } from '../../app-context.ts';
import type { Router } from '../../lib/router.ts';
import { nowIso } from '../../lib/time.ts';
import { createUserBrake } from '../../lib/user-brake.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { RobotsService } from '../robots/robots.service.ts';
import { runAnswer, type AnswerLog, type AnswerTools } from './chat-answer.ts';
import { createTurnPreparer, type PluginAvailability, type TurnGate } from './chat-turn.ts';
import type { SettingsReader } from '../settings/settings.service.ts';
import { createTurnRunner } from './chat-turn-runner.ts';
import { createChatRepository } from './chat.repository.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { createConversationsService, type ConversationsService } from './chat.service.ts';
import { createKnowledgeLimit } from './knowledge-limit.ts';
import { createStreamLimits } from './stream-limits.ts';
import { createTurnPacer } from './turn-pacer.ts';
import { createMemorySlotStore, createRedisSlotStore } from '../../lib/leased-slots.ts';
import type { ModelAccess, PluginCatalog } from './model-access.ts';

export interface ChatModuleDeps extends AppContext {
  robots: Pick<RobotsService, 'forChat' | 'chatCounted'>;
  credits: Pick<CreditsService, 'assertCanAfford' | 'charge' | 'releaseOrphanHold'>;
  log: AnswerLog & { info(obj: unknown, msg: string): void };
  settings: SettingsReader;
  /** the per-user limits (the limits module) */
  gate: TurnGate;
  /** which plugins are enabled, their tools and running them (the plugins module) */
  plugins: PluginAvailability & AnswerTools;
  /** which models each caller may choose (the limits module) */
  modelAccess: ModelAccess;
  /** the enabled plugins as the model list shows them (the plugins module) */
  pluginCatalog: PluginCatalog;
}

/**
 * Chat: streamed and plain answers, conversations and the models list. Its start-up work
 * (start-up.ts): answers that a stopped server left 'streaming' are marked 'interrupted'. On SQLite
 * one process owns the database, so at start every such answer is a leftover. On PostgreSQL several
 * instances may share it, and another one's answers are live: only answers not saved for
 * CHAT_ORPHAN_AFTER_SECONDS are marked (a live answer is saved at least every 5 s, chat-answer.ts),
 * at start and then every half of that, so an instance that died leaves nothing 'streaming' for
 * long even when it is not restarted (docs/operations/crash-safety.md).
 */
export function createChatModule(deps: ChatModuleDeps) {
  const repo = createChatRepository(deps.database.db, deps.database.kind);
  const { config } = deps;
  const preparer = createTurnPreparer({
    repo,
    robots: deps.robots,
    credits: deps.credits,
    limits: createStreamLimits(
      deps.counters,
      {
        maxConcurrentPerUser: config.CHAT_MAX_CONCURRENT_STREAMS_PER_USER,
        perMinute: config.CHAT_RATE_PER_MINUTE,
      },
      deps.redis
        ? createRedisSlotStore(deps.redis, {
            onError: (err) => deps.log.warn({ err }, 'chat stream slot renewal failed'),
          })
        : createMemorySlotStore(),
    ),
    knowledgeLimit: createKnowledgeLimit(deps.counters, {
      max: config.CHAT_KNOWLEDGE_QUESTIONS_MAX,
      windowSeconds: config.CHAT_KNOWLEDGE_WINDOW_SECONDS,
    }),
    models: deps.models,
    gate: deps.gate,
    plugins: deps.plugins,
    settings: {
      assistantPrompt: () => deps.settings.current().assistantPrompt,
      defaultModel: () => deps.settings.current().defaultChatModel,
      contextChars: config.CHAT_CONTEXT_CHARS,
      maxMessages: config.CHAT_MAX_MESSAGES_PER_CONVERSATION,
      maxTokens: config.CHAT_MAX_TOKENS,
    },
  });
  const pacer = createTurnPacer();
  const runTurn = createTurnRunner({
    pace: pacer.enter,
    prepare: preparer.prepare,
    answer: (turn, io) =>
      runAnswer(
        {
          repo,
          models: deps.models,
          log: deps.log,
          tools: deps.plugins,
          maxToolCalls: config.PLUGIN_MAX_CALLS_PER_ANSWER,
          toolOutputMaxChars: config.PLUGIN_OUTPUT_MAX_CHARS,
          whileTurnsWait: pacer.whileTurnsWait,
        },
        turn,
        io,
      ),
  });
  const conversations = createConversationsService({
    repo,
    changes: createUserBrake(deps.counters, 'account-changes', config.ACCOUNT_CHANGES_PER_MINUTE),
    models: deps.models,
    access: deps.modelAccess,
    plugins: deps.pluginCatalog,
    defaultModel: () => deps.settings.current().defaultChatModel,
    defaultPrice: () => deps.settings.current().creditsPerAnswer,
    writingModel: () => deps.settings.current().defaultWritingModel,
  });
  return {
    /** the admin area's reads and deletes of any user's conversation (admin checks the role) */
    adminConversations: {
      readAny: conversations.readAny,
      deleteAny: conversations.deleteAny,
    } satisfies Pick<ConversationsService, 'readAny' | 'deleteAny'>,
    /** what the per-user limits count from the tables */
    usageCounts: {
      conversations: (userId: string) => repo.countConversations(userId),
      answersSince: (userId: string, sinceIso: string, models: string[]) =>
        repo.countAnswersSince(userId, sinceIso, models),
    },
    /** start-up: answers cut off by a stop, marked interrupted; on PostgreSQL, a sweep that goes on */
    async interruptLeftovers(): Promise<{ stop(): void } | void> {
      const orphanMs = config.CHAT_ORPHAN_AFTER_SECONDS * 1000;
      const sweep = async (all: boolean) => {
        const now = Date.now();
        const savedBefore = all ? undefined : new Date(now - orphanMs).toISOString();
        const left = await repo.interruptLeftovers(nowIso(), savedBefore);
        // An answer is paid for only if text reached the user; none was saved, so give it back
        // (up to 5 s of text may have been shown unsaved: the doubt goes the user's way).
        for (const answer of left) {
          if (answer.content !== '' || !answer.user_id) continue;
          await deps.credits.releaseOrphanHold({
            id: answer.id,
            userId: answer.user_id,
            createdAt: answer.created_at,
          });
        }
        if (left.length > 0) {
          deps.log.info({ count: left.length }, 'answers cut off by a stop marked interrupted');
        }
      };
      if (deps.database.kind === 'sqlite') return sweep(true);
      await sweep(false);
      const timer = setInterval(() => {
        sweep(false).catch((err: unknown) => deps.log.warn({ err }, 'orphan answer sweep failed'));
      }, orphanMs / 2);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
    register(router: Router): void {
      registerChatRoutes(router, {
        conversations,
        runTurn,
        stallMs: config.STREAM_STALL_TIMEOUT_MS,
      });
    },
  };
}

export type ChatModule = ReturnType<typeof createChatModule>;

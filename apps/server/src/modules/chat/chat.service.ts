import type {
  ChatModels,
  ConversationDetail,
  conversationDeleteBody,
  conversationRenameBody,
  conversationsQuery,
  ConversationSummary,
} from '@robot/contracts';
import { Limits } from '@robot/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { UserBrake } from '../../lib/user-brake.ts';
import type { ModelProvider } from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { Language } from './chat-turn.ts';
import type { ChatRepository, ConversationRow } from './chat.repository.ts';
import { toConversationDetail, toSummary } from './conversation-view.ts';
import type { ModelAccess, PluginCatalog } from './model-access.ts';

export interface ModelListDeps {
  models: ModelProvider;
  access: ModelAccess;
  plugins: PluginCatalog;
  /** the admin's default chat model */
  defaultModel: () => string | null;
  /** the price of a model without its own */
  defaultPrice: () => number;
  /** the admin's default AI-writing model */
  writingModel: () => string | null;
}

/**
 * Conversations as their owner sees them, and the models on offer. A conversation of another user, or
 * one that was deleted, answers 10404 errors.conversationNotFound whatever the call.
 */
export function createConversationsService(
  deps: {
    repo: ChatRepository;
    /** `ACCOUNT_CHANGES_PER_MINUTE`: renames and deletes, shared with session sign-outs */
    changes: UserBrake;
  } & ModelListDeps,
) {
  const { repo, models, access, changes } = deps;

  async function owned(id: string, user: CurrentUser): Promise<ConversationRow> {
    const c = await repo.findConversation(id);
    if (!c || c.user_id !== user.id) throw new AppError('errors.conversationNotFound');
    return c;
  }

  /** Any user's conversation that is not deleted (admin reads); 10404 otherwise. */
  async function existing(id: string): Promise<ConversationRow> {
    const c = await repo.findConversation(id);
    if (!c) throw new AppError('errors.conversationNotFound');
    return c;
  }

  return {
    async list(
      query: z.output<typeof conversationsQuery>,
      user: CurrentUser,
    ): Promise<{ list: ConversationSummary[]; total: number }> {
      // A robot's conversations are never the assistant's: asking for both is a contradiction.
      if (query.robotUUID && query.scope === 'assistant')
        throw AppError.invalidFields({ scope: 'validation.invalidValue' });
      const page = await repo.listConversations({
        userId: user.id,
        ...(query.robotUUID ? { robotId: query.robotUUID } : {}),
        ...(query.scope === 'assistant' ? { robotId: null } : {}),
        skip: query.skip,
        limit: query.limit,
      });
      return { list: page.rows.map(toSummary), total: page.total };
    },

    async get(id: string, user: CurrentUser): Promise<ConversationDetail> {
      const c = await owned(id, user);
      return toConversationDetail(c, await repo.listMessages(c.id));
    },

    async rename(body: z.output<typeof conversationRenameBody>, user: CurrentUser): Promise<null> {
      await changes.take(user.id);
      const c = await owned(body.id, user);
      await repo.rename(c.id, body.title, nowIso());
      return null;
    },

    async delete(body: z.output<typeof conversationDeleteBody>, user: CurrentUser): Promise<null> {
      await changes.take(user.id);
      const c = await owned(body.id, user);
      await repo.markDeleted(c.id, nowIso());
      return null;
    },

    /**
     * Admin (the caller checks the role): any user's conversation, read-only, in the shape its owner
     * reads it, with the owner's id. Deleted ones answer 10404 as they do to the owner.
     */
    async readAny(id: string): Promise<{ userId: string; detail: ConversationDetail }> {
      const c = await existing(id);
      return { userId: c.user_id, detail: toConversationDetail(c, await repo.listMessages(c.id)) };
    },

    /** Admin: deletes any user's conversation as its owner's delete does (marked deleted). */
    async deleteAny(id: string): Promise<{ userId: string; title: string }> {
      const c = await existing(id);
      await repo.markDeleted(c.id, nowIso());
      return { userId: c.user_id, title: c.title };
    },

    /**
     * The models this caller may choose (their limits applied), labelled in their language; the
     * default is the admin's if the caller may use it, else the provider's, else their first.
     */
    async models(user: CurrentUser | null, language: Language): Promise<ChatModels> {
      const { models: list, defaultModel } = await models.listModels();
      const allowed = await access.filter(user, list);
      const preferred = deps.defaultModel();
      const chosen =
        allowed.find((m) => m.id === preferred) ??
        allowed.find((m) => m.id === defaultModel) ??
        allowed[0];
      const price = deps.defaultPrice();
      const writing = deps.writingModel();
      return {
        models: allowed.map((m) => ({
          ...m,
          label: language === 'en-US' ? m.labelEn : m.labelZh,
          creditsPerAnswer: m.creditsPerAnswer ?? price,
        })),
        defaultModel: chosen?.id ?? '',
        offline: models.kind === 'offline',
        writingModel: writing && list.some((m) => m.id === writing) ? writing : null,
        plugins: deps.plugins.enabled(),
        maxPlugins: Limits.plugins,
      };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

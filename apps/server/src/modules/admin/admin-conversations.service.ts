import type {
  AdminConversation,
  AdminConversationSummary,
  adminConversationsQuery,
  ConversationDetail,
} from '@robot/contracts';
import type { z } from 'zod';
import type { Caller } from '../../lib/router.ts';
import type { AuditLog } from './audit-log.ts';
import type { AdminConversationsRepository } from './admin-conversations.repository.ts';

/** What the admin needs of the chat module (chat.service readAny / deleteAny). */
export interface ConversationsForAdmin {
  readAny(id: string): Promise<{ userId: string; detail: ConversationDetail }>;
  deleteAny(id: string): Promise<{ userId: string; title: string }>;
}

/** Who someone is, for the conversation's header. */
export interface PersonLookup {
  person(id: string): Promise<{ uuid: string; username: string; nickname: string }>;
}

/**
 * The admin's conversations: browse every user's (deleted ones left out), read one read-only in the
 * shape its owner reads it, delete one as its owner would (audited). A missing or deleted
 * conversation answers 10404 errors.conversationNotFound.
 */
export function createAdminConversationsService(deps: {
  repo: AdminConversationsRepository;
  chat: ConversationsForAdmin;
  people: PersonLookup;
  audit: AuditLog;
}) {
  const { repo, chat, people, audit } = deps;
  return {
    async list(
      query: z.output<typeof adminConversationsQuery>,
    ): Promise<{ list: AdminConversationSummary[]; total: number }> {
      const page = await repo.list(query);
      return {
        list: page.rows.map((r) => ({
          id: r.id,
          title: r.title,
          user: { uuid: r.user_id, username: r.username, nickname: r.nickname },
          robot: r.robot_id ? { uuid: r.robot_id, name: r.robot_name ?? '' } : null,
          currentModel: r.current_model,
          messages: r.messages,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        })),
        total: page.total,
      };
    },

    async get(id: string): Promise<AdminConversation> {
      const { userId, detail } = await chat.readAny(id);
      return { ...detail, user: await people.person(userId) };
    },

    async delete(id: string, caller: Caller): Promise<null> {
      const gone = await chat.deleteAny(id);
      await audit.record(caller, {
        action: 'conversation.delete',
        targetKind: 'conversation',
        targetId: id,
        before: { userId: gone.userId, title: gone.title, deleted: false },
        after: { deleted: true },
      });
      return null;
    },
  };
}

export type AdminConversationsService = ReturnType<typeof createAdminConversationsService>;

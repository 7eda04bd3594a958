import { adminApi } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Router } from '../../lib/router.ts';
import type { AuditLog } from './audit-log.ts';
import { createAdminConversationsRepository } from './admin-conversations.repository.ts';
import {
  createAdminConversationsService,
  type ConversationsForAdmin,
} from './admin-conversations.service.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

export interface AdminConversationsDeps {
  db: Kysely<DB>;
  /** the database's reads that may scan (Database.reads): the list's keyword search */
  reads: Kysely<DB>;
  /** the chat module's `adminConversations` */
  chat: ConversationsForAdmin;
  audit: AuditLog;
}

/** The admin's conversation calls (list, read, delete): superusers only. */
export function registerAdminConversationRoutes(
  router: Router,
  deps: AdminConversationsDeps,
): void {
  const conversations = createAdminConversationsService({
    repo: createAdminConversationsRepository(deps.reads),
    chat: deps.chat,
    people: createAdminUsersRepository(deps.db),
    audit: deps.audit,
  });
  router.route(adminApi.conversations, {
    auth: 'superuser',
    handler: ({ query }) => conversations.list(query),
  });
  router.route(adminApi.conversation, {
    auth: 'superuser',
    handler: ({ params }) => conversations.get(params.id),
  });
  router.route(adminApi.conversationDelete, {
    auth: 'superuser',
    handler: ({ body, caller }) => conversations.delete(body.id, caller),
  });
}

import { adminApi } from '@robot/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Router } from '../../lib/router.ts';
import type { SettingsReader } from '../settings/settings.service.ts';
import type { AuditLog } from './audit-log.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import {
  createAdminUsersService,
  type CreditGranter,
  type SessionRevoker,
} from './admin-users.service.ts';

export interface AdminUsersDeps {
  db: Kysely<DB>;
  /** the database's reads that may scan (Database.reads): the list's keyword search */
  reads: Kysely<DB>;
  settings: SettingsReader;
  /** the auth service (revokeAllOf) */
  sessions: SessionRevoker;
  /** the credits service (grant) */
  credits: CreditGranter;
  audit: AuditLog;
}

/** The admin's users calls (list, detail, update, credits): superusers only. */
export function registerAdminUserRoutes(router: Router, deps: AdminUsersDeps): void {
  const users = createAdminUsersService({
    ...deps,
    repo: createAdminUsersRepository(deps.db, deps.reads),
  });
  router.route(adminApi.users, {
    auth: 'superuser',
    handler: ({ query }) => users.list(query),
  });
  router.route(adminApi.user, {
    auth: 'superuser',
    handler: ({ params }) => users.detail(params.uuid),
  });
  router.route(adminApi.userUpdate, {
    auth: 'superuser',
    handler: ({ body, caller }) => users.update(body, caller),
  });
  router.route(adminApi.creditsGrant, {
    auth: 'superuser',
    handler: ({ body, caller }) => users.grant(body, caller),
  });
}

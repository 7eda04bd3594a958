import { userApi } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { ContactsService } from './contacts.service.ts';
import type { SmsCodesService } from './sms-codes.service.ts';
import type { UsersService } from './users.service.ts';

/** HTTP only: each route hands its parsed input to a service. */
export function registerUserRoutes(
  router: Router,
  s: { users: UsersService; smsCodes: SmsCodesService; contacts: ContactsService },
): void {
  router.route(userApi.register, {
    auth: 'public',
    handler: ({ body, caller }) => s.users.register(body, caller),
  });

  router.route(userApi.login, {
    auth: 'public',
    handler: ({ body, caller }) => s.users.login(body, caller),
  });

  router.route(userApi.smsSend, {
    auth: 'public',
    handler: ({ params, caller, request }) =>
      s.smsCodes.send(params.phone, caller.address, request.log),
  });

  router.route(userApi.smsLogin, {
    auth: 'public',
    handler: ({ body, caller }) => s.users.smsLogin(body, caller),
  });

  router.route(userApi.logout, {
    auth: 'user',
    handler: async ({ caller }) => {
      await s.users.logout(caller.user!.tokenHash);
      return null;
    },
  });

  router.route(userApi.info, {
    auth: 'user',
    handler: ({ caller }) => s.users.info(caller.user!.id),
  });

  router.route(userApi.requirementCreate, {
    auth: 'optional',
    handler: ({ body, caller }) => s.contacts.create(body, caller),
  });

  router.route(userApi.contacts, {
    auth: 'user',
    handler: ({ query, caller }) => s.contacts.listMine(query, caller.user!),
  });

  router.route(userApi.contact, {
    auth: 'user',
    handler: ({ params, caller }) => s.contacts.get(params.id, caller.user!),
  });
}

import { aiToolApi, directoryApis, type DirectoryKind } from '@robot/contracts';
import type { Router } from '../../lib/router.ts';
import type { AuditLog } from '../admin/audit-log.ts';
import type { CategoryLookup } from '../dict/dict.module.ts';
import type { EditOf, FieldsOf } from './directory-kinds.ts';
import type { DirectoryService } from './directories.service.ts';

/**
 * HTTP only: the calls of one kind, each handing its parsed input and the caller to the service.
 * TypeScript cannot relate the contract's types of a generic kind to the service's (both are read off
 * the same endpoints, directory-kinds.ts), so the answers and bodies are cast here, once; the
 * response schemas still check every answer.
 */
function registerKindRoutes<K extends DirectoryKind>(
  router: Router,
  service: DirectoryService<K>,
  categories: Pick<CategoryLookup, 'list'>,
  audit: AuditLog | undefined,
): void {
  const api = directoryApis[service.kind] as (typeof directoryApis)[DirectoryKind];

  router.route(api.submit, {
    auth: 'user',
    handler: ({ body, caller }) => service.submit(body as FieldsOf<K>, caller.user!),
  });

  router.route(api.editing, {
    auth: 'user',
    handler: ({ body, caller }) => service.edit(body as EditOf<K>, caller.user!),
  });

  router.route(api.detail, {
    auth: 'optional',
    handler: ({ params, caller }) => service.detail(params.uuid, caller.user) as never,
  });

  router.route(api.search, {
    auth: 'optional',
    handler: ({ query, caller }) => service.search(query, caller.user) as never,
  });

  router.route(api.category, {
    auth: 'public',
    handler: async () => {
      const list = await categories.list(service.kind);
      return { list, total: list.length };
    },
  });

  router.route(api.favorite, {
    auth: 'user',
    handler: ({ body, caller }) => service.favorite(body, caller.user!),
  });

  router.route(api.favorites, {
    auth: 'user',
    handler: ({ query, caller }) => service.favorites(query, caller.user!) as never,
  });

  router.route(api.mine, {
    auth: 'user',
    handler: ({ query, caller }) => service.mine(query, caller.user!) as never,
  });

  router.route(api.watch, {
    auth: 'optional',
    handler: ({ params, caller }) =>
      service.watch(params.uuid, caller.user, { ip: caller.address, userAgent: caller.userAgent }),
  });

  router.route(api.flags, {
    auth: 'superuser',
    handler: async ({ body, caller }) => {
      const flags = await service.flags(body);
      // A superuser's change, like every admin change, goes into the audit log.
      await audit?.record(caller, {
        action: 'content.flags',
        targetKind: service.kind,
        targetId: body.uuid,
        after: flags,
      });
      return flags;
    },
  });
}

export function registerDirectoryRoutes(
  router: Router,
  services: {
    aitool: DirectoryService<'aitool'>;
    article: DirectoryService<'article'>;
    xky: DirectoryService<'xky'>;
  },
  categories: Pick<CategoryLookup, 'list'>,
  audit?: AuditLog,
): void {
  registerKindRoutes(router, services.aitool, categories, audit);
  registerKindRoutes(router, services.article, categories, audit);
  registerKindRoutes(router, services.xky, categories, audit);

  router.route(aiToolApi.hot, {
    auth: 'optional',
    handler: ({ query, caller }) => services.aitool.hot(query, caller.user),
  });

  router.route(aiToolApi.featured, {
    auth: 'optional',
    handler: ({ query, caller }) => services.aitool.featured(query, caller.user),
  });
}

import { envelope, robotApi } from '@robot/contracts';
import type { FastifyReply } from 'fastify';
import type { Router } from '../../lib/router.ts';
import type { RobotsService } from './robots.service.ts';
import type { ListPages } from './search/index.ts';

/**
 * A knowledge base may hold 200,000 characters; as 3-byte Chinese in JSON with the other fields that
 * is over the default 1 MB body limit.
 */
const ROBOT_FORM_BODY_LIMIT = 2.5 * 1024 * 1024;

const saved = envelope(robotApi.newOrUpdate.data);

/** HTTP only: each route hands its parsed input and the caller to the service. */
export function registerRobotRoutes(router: Router, robots: RobotsService, pages: ListPages): void {
  // Raw because the answer is 201 for a new robot and 200 for an edit, and the router fixes one code.
  router.rawRoute(robotApi.newOrUpdate, {
    auth: 'user',
    bodyLimit: ROBOT_FORM_BODY_LIMIT,
    handler: async ({ body, caller, reply }) => {
      const { uuid, created } = await robots.save(body, caller.user!);
      const code = created ? 201 : 200;
      reply.code(code).send(saved.parse({ code, msg: 'ok', data: { uuid } }));
    },
  });

  router.route(robotApi.get, {
    auth: 'optional',
    handler: ({ params, caller }) => robots.get(params.uuid, caller.user),
  });

  router.route(robotApi.detailSimple, {
    auth: 'optional',
    handler: ({ params, caller }) =>
      robots.detailSimple(params.uuid, caller.user, {
        ip: caller.address,
        userAgent: caller.userAgent,
      }),
  });

  router.route(robotApi.promptGet, {
    auth: 'user',
    handler: ({ params, caller }) => robots.promptGet(params.uuid, caller.user!),
  });

  router.route(robotApi.promptUpdate, {
    auth: 'user',
    handler: ({ body, caller }) => robots.promptUpdate(body, caller.user!),
  });

  router.route(robotApi.delete, {
    auth: 'user',
    handler: ({ params, caller }) => robots.delete(params.uuid, caller.user!),
  });

  // Raw because the list pages come finished, as JSON bytes (search/list-pages.ts caches visitors').
  const sendJson = (reply: FastifyReply, json: Buffer): void => {
    reply.code(200).type('application/json; charset=utf-8').send(json);
  };

  router.rawRoute(robotApi.search, {
    auth: 'optional',
    handler: async ({ query, caller, reply }) =>
      sendJson(reply, await pages.search(query, caller.user)),
  });

  router.rawRoute(robotApi.hot, {
    auth: 'optional',
    handler: async ({ query, caller, reply }) =>
      sendJson(reply, await pages.hot(query, caller.user)),
  });

  router.route(robotApi.mine, {
    auth: 'user',
    handler: ({ query, caller }) => robots.mine(query, caller.user!),
  });

  router.route(robotApi.favorite, {
    auth: 'user',
    handler: ({ body, caller }) => robots.favorite(body, caller.user!),
  });

  router.route(robotApi.favoritesGet, {
    auth: 'user',
    handler: ({ query, caller }) => robots.favorites(query, caller.user!),
  });
}

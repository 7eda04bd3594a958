import { envelope, robotApi } from '@robot/contracts';
import type { FastifyReply } from 'fastify';
import type { Router } from '../../lib/router.ts';
import type { RobotList, RobotsService } from './robots.service.ts';
import { createVisitorPageCache } from './visitor-page-cache.ts';

/**
 * A knowledge base may hold 200,000 characters; as 3-byte Chinese in JSON with the other fields that
 * is over the default 1 MB body limit.
 */
const ROBOT_FORM_BODY_LIMIT = 2.5 * 1024 * 1024;

const saved = envelope(robotApi.newOrUpdate.data);
const searched = envelope(robotApi.search.data);
const hotList = envelope(robotApi.hot.data);

/** HTTP only: each route hands its parsed input and the caller to the service. */
export function registerRobotRoutes(router: Router, robots: RobotsService): void {
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
        ip: caller.ip,
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

  // Raw so that a visitor's keyword-less page (the square as it opens, asked far more than anything
  // else) can be sent as the finished string made the first time through the response schema.
  const visitorPages = createVisitorPageCache();
  const sendList = async (
    reply: FastifyReply,
    schema: typeof searched,
    cacheKey: string | null,
    load: () => Promise<RobotList>,
  ) => {
    const version = robots.searchVersion();
    let json = cacheKey === null ? undefined : visitorPages.get(cacheKey, version);
    if (json === undefined) {
      json = Buffer.from(
        JSON.stringify(schema.parse({ code: 200, msg: 'ok', data: await load() })),
        'utf8',
      );
      if (cacheKey !== null) visitorPages.set(cacheKey, version, json);
    }
    reply.code(200).type('application/json; charset=utf-8').send(json);
  };

  router.rawRoute(robotApi.search, {
    auth: 'optional',
    handler: ({ query, caller, reply }) => {
      const key =
        caller.user || query.keyword
          ? null
          : `search|${query.category ?? ''}|${query.sort}|${query.skip}|${query.limit}`;
      return sendList(reply, searched, key, () => robots.search(query, caller.user));
    },
  });

  router.rawRoute(robotApi.hot, {
    auth: 'optional',
    handler: ({ query, caller, reply }) => {
      const key = caller.user ? null : `hot|${query.skip}|${query.limit}`;
      return sendList(reply, hotList, key, () => robots.hot(query, caller.user));
    },
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

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelope } from '@robot/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

const DOCS_PREFIX = '/api/docs';

/**
 * Adds what the route table knows but the schemas do not: a tag per area (`/api/robot/...` → robot),
 * whether a bearer token is needed, and the catalogue error envelope as the default answer.
 */
function describeRoute(args: TransformArgs): TransformArgs {
  const { url, route } = args;
  const isApi =
    url.startsWith('/api/') && !url.startsWith(`${DOCS_PREFIX}/`) && url !== DOCS_PREFIX;
  if (!isApi || !args.schema) return { ...args, schema: { ...args.schema, hide: true } };
  const auth = route.config?.auth;
  const security =
    auth === 'user' || auth === 'superuser'
      ? [{ bearerAuth: [] }]
      : auth === 'optional'
        ? [{}, { bearerAuth: [] }]
        : [];
  const tag = url.split('/')[2] ?? 'api';
  const schema = args.schema as Record<string, unknown>;
  const response = (schema['response'] ?? {}) as Record<string, unknown>;
  return {
    ...args,
    schema: {
      ...args.schema,
      tags: [tag],
      security,
      ...(auth === 'superuser' ? { description: 'Superusers only.' } : {}),
      response: { ...response, default: errorEnvelope },
    } as TransformArgs['schema'],
  };
}

/** OpenAPI document built from the zod contracts of the registered routes, with its UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Robot Square API',
        description:
          `HTTP API of ${ctx.config.SITE_NAME_EN} / ${ctx.config.SITE_NAME_ZH}. Every JSON answer is an ` +
          'envelope `{ code, msg, data }`; `code` 200/201 is success, any other code is an error from ' +
          'the catalogue and `msg` is its i18n key.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'access_token from login' },
        },
      },
    },
    transform: (args) => jsonSchemaTransform(describeRoute(args as TransformArgs)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

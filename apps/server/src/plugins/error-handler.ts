import type { ErrorKeyValue } from '@robot/contracts';
import { codeOfKey, FieldReason, httpStatusOf } from '@robot/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isAppError } from '../lib/app-error.ts';

/** Answers a catalogue error: the key fixes the body code and the HTTP status. */
export function sendError(reply: FastifyReply, key: ErrorKeyValue, data: unknown = null) {
  const code = codeOfKey[key];
  return reply.code(httpStatusOf[code]).send({ code, msg: key, data });
}

type Part = 'body' | 'querystring' | 'params' | 'headers';

function inputOf(request: FastifyRequest, part: Part): unknown {
  if (part === 'querystring') return request.query;
  return request[part];
}

function valueAt(root: unknown, path: string[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/**
 * The reason key of one failed check. The contract may set one as the message (`'validation.tooLong'`);
 * otherwise it is derived from the kind of failure and whether a value was sent at all.
 */
function reasonOf(v: { keyword: string; message?: string }, sent: unknown): string {
  if (v.message?.startsWith('validation.')) return v.message;
  if (sent === undefined || sent === null) return FieldReason.required;
  if (v.keyword === 'too_small') return FieldReason.tooShort;
  if (v.keyword === 'too_big') return FieldReason.tooLong;
  if (v.keyword === 'invalid_format') return FieldReason.invalidFormat;
  return FieldReason.invalidValue;
}

function fieldsOf(
  request: FastifyRequest,
  part: Part,
  issues: Pick<ZodFastifySchemaValidationError, 'instancePath' | 'keyword' | 'message'>[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  const input = inputOf(request, part);
  for (const v of issues) {
    const path = v.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || part;
    fields[field] ??= reasonOf(v, valueAt(input, path));
  }
  return fields;
}

/**
 * A POST that sent no body at all: answer the fields the route needs, as if `{}` had been sent, so the
 * client sees which fields are required instead of a bare "body".
 */
function fieldsOfEmptyBody(request: FastifyRequest): Record<string, string> {
  const schema = request.routeOptions.schema?.body as z.ZodType | undefined;
  if (typeof schema?.safeParse !== 'function') return { body: FieldReason.required };
  const result = schema.safeParse({});
  if (result.success) return { body: FieldReason.required };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message.startsWith('validation.')
      ? issue.message
      : FieldReason.required;
  }
  return fields;
}

/**
 * For Fastify's `frameworkErrors` option: failures found before routing (a URL that does not decode,
 * like `/%E0%A4%A`), which never reach the error handler or the hooks that set security headers.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code, url: request.url }, 'request refused before routing');
  void sendError(reply.header('X-Content-Type-Options', 'nosniff'), 'errors.invalidInput');
}

/**
 * Turns every failure into an envelope from the catalogue. Nothing else leaves the server: no stack,
 * no framework message, no SQL. Unknown paths are answered by the web-app plugin's not-found handler.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // The API takes JSON (and multipart where a route says so). Fastify would also parse text/plain into
  // a string that then fails validation as "invalid"; refusing it says what is really wrong (10415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: unknown, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.status).send({ code: error.code, msg: error.key, data: error.data });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = (err.validationContext ?? 'body') as Part;
      if (part === 'body' && (request.body === undefined || request.body === null)) {
        return sendError(reply, 'errors.invalidInput', { fields: fieldsOfEmptyBody(request) });
      }
      return sendError(reply, 'errors.invalidInput', {
        fields: fieldsOf(request, part, err.validation),
      });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 'errors.fileTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 'errors.unsupportedFile');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 'errors.invalidInput', { fields: fieldsOfEmptyBody(request) });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(reply, 'errors.invalidInput');
      default:
        break;
    }
    const status = err.statusCode ?? 0;
    if (status === 429) return sendError(reply, 'errors.tooManyRequests');
    if (status === 413) return sendError(reply, 'errors.fileTooLarge');
    if (status === 415) return sendError(reply, 'errors.unsupportedFile');
    if (status === 404) return sendError(reply, 'errors.pageNotFound');
    if (err instanceof SyntaxError || (status >= 400 && status < 500)) {
      return sendError(reply, 'errors.invalidInput');
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 'errors.databaseError');
  });
}

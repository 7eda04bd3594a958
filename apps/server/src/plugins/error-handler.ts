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
  // No hook runs for these: the request id the other answers get from plugins/request-ids.ts is set here.
  reply.header('X-Content-Type-Options', 'nosniff').header('x-request-id', String(request.id));
  void sendError(reply, 'errors.invalidInput');
}

/** One answer with a 5xx status, as the server-errors log keeps it: never a body or a token. */
export interface ServerErrorEntry {
  requestId: string;
  method: string;
  /** the path, without the query string */
  url: string;
  status: number;
  code: number;
  /** the catalogue key, and for an unexpected failure its class and message (cut short) */
  message: string;
  userId: string | null;
}

/** Where 5xx answers are written (the admin module's log); a failure to write is only logged. */
export interface ServerErrorSink {
  record(entry: ServerErrorEntry): Promise<void>;
}

export interface ErrorHandlingOptions {
  serverErrors?: ServerErrorSink;
  /** the signed-in user of a request, when its route looked them up */
  userIdOf?: (request: FastifyRequest) => string | null;
}

interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
  /** what the server-errors log says of an unexpected failure */
  detail?: string;
}

const answerOf = (key: ErrorKeyValue, data: unknown = null): Answer => {
  const code = codeOfKey[key];
  return { status: httpStatusOf[code], body: { code, msg: key, data } };
};

const MESSAGE_MAX = 500;

/** The catalogue answer of any failure. */
function answerFor(error: unknown, request: FastifyRequest): Answer {
  if (isAppError(error)) {
    return { status: error.status, body: { code: error.code, msg: error.key, data: error.data } };
  }
  const err = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const part = (err.validationContext ?? 'body') as Part;
    if (part === 'body' && (request.body === undefined || request.body === null)) {
      return answerOf('errors.invalidInput', { fields: fieldsOfEmptyBody(request) });
    }
    return answerOf('errors.invalidInput', { fields: fieldsOf(request, part, err.validation) });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answerOf('errors.fileTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answerOf('errors.unsupportedFile');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answerOf('errors.invalidInput', { fields: fieldsOfEmptyBody(request) });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answerOf('errors.invalidInput');
    default:
      break;
  }
  const status = err.statusCode ?? 0;
  if (status === 429) return answerOf('errors.tooManyRequests');
  if (status === 413) return answerOf('errors.fileTooLarge');
  if (status === 415) return answerOf('errors.unsupportedFile');
  if (status === 404) return answerOf('errors.pageNotFound');
  if (err instanceof SyntaxError || (status >= 400 && status < 500)) {
    return answerOf('errors.invalidInput');
  }
  request.log.error({ err }, 'unhandled error');
  const name = err instanceof Error ? err.name : typeof err;
  const message = err instanceof Error ? err.message : '';
  return { ...answerOf('errors.databaseError'), detail: `${name}: ${message}` };
}

/**
 * Turns every failure into an envelope from the catalogue. Nothing else leaves the server: no stack,
 * no framework message, no SQL. Unknown paths are answered by the web-app plugin's not-found handler.
 * Every error answer carries the request id (`x-request-id`); a 5xx one is also written to
 * `serverErrors` (after the answer is on its way: a failed write never changes it).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: ErrorHandlingOptions = {},
): void {
  // The API takes JSON (and multipart where a route says so). Fastify would also parse text/plain into
  // a string that then fails validation as "invalid"; refusing it says what is really wrong (10415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: unknown, request, reply) => {
    const answer = answerFor(error, request);
    if (answer.status >= 500 && options.serverErrors) {
      const entry: ServerErrorEntry = {
        requestId: String(request.id),
        method: request.method,
        url: (request.url.split('?')[0] ?? '').slice(0, MESSAGE_MAX),
        status: answer.status,
        code: answer.body.code,
        message: (answer.detail ? `${answer.body.msg} (${answer.detail})` : answer.body.msg).slice(
          0,
          MESSAGE_MAX,
        ),
        userId: options.userIdOf?.(request) ?? null,
      };
      options.serverErrors.record(entry).catch((err: unknown) => {
        request.log.error({ err }, 'writing the server error failed');
      });
    }
    return reply.code(answer.status).header('x-request-id', String(request.id)).send(answer.body);
  });
}

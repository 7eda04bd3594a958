import type { ErrorKeyValue } from '@robot/contracts';
import { codeOfKey, FieldReason, httpStatusOf } from '@robot/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error.ts';

function send(reply: FastifyReply, key: ErrorKeyValue, data: unknown = null) {
  const code = codeOfKey[key];
  return reply.code(httpStatusOf[code]).send({ code, msg: key, data });
}

/** A zod issue's message is a reason key when the contract set one; otherwise derive one. */
function reasonOf(v: { keyword: string; message?: string; params?: Record<string, unknown> }) {
  if (v.message?.startsWith('validation.')) return v.message;
  if (v.keyword === 'invalid_type' && v.params?.['input'] === undefined)
    return FieldReason.required;
  if (v.keyword === 'too_small') return FieldReason.tooShort;
  if (v.keyword === 'too_big') return FieldReason.tooLong;
  if (v.keyword === 'invalid_format') return FieldReason.invalidFormat;
  return FieldReason.invalidValue;
}

/**
 * Turns every failure into an envelope from the catalogue. Nothing else leaves the server: no stack,
 * no framework message, no SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.status).send({ code: error.code, msg: error.key, data: error.data });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const field =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'body';
        fields[field] ??= reasonOf(v as never);
      }
      return send(reply, 'errors.invalidInput', { fields });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 'errors.fileTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 'errors.unsupportedFile');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 'errors.invalidInput');
      default:
        break;
    }
    if (err.statusCode === 429) return send(reply, 'errors.tooManyRequests');
    if (
      err instanceof SyntaxError ||
      (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    ) {
      if (err.statusCode === 413) return send(reply, 'errors.fileTooLarge');
      if (err.statusCode === 415) return send(reply, 'errors.unsupportedFile');
      return send(reply, 'errors.invalidInput');
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 'errors.databaseError');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 'errors.pageNotFound');
  });
}

import { ERROR_CODES } from '@shala/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { withoutQueryParams } from '../lib/logger.js';

/** Fastify's own errors that mean bad input, with the message a person should read. */
const FASTIFY_INPUT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request length is wrong.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The content type is not valid.'],
};

/**
 * Database errors that mean the input did not fit (security review 2, L1), by SQLSTATE: a value
 * out of range, too long or malformed, or a constraint it broke. The schemas should refuse these
 * first; when one slips through it is a 4xx, not a 500.
 */
const DATABASE_INPUT_ERRORS: Record<string, [number, string]> = {
  '22003': [400, 'A value is out of range.'],
  '22001': [400, 'A value is too long.'],
  '22P02': [400, 'A value is not valid.'],
  '22007': [400, 'A date or time is not valid.'],
  '22008': [400, 'A date or time is out of range.'],
  '23502': [400, 'A required value is missing.'],
  '23514': [400, 'A value is not allowed.'],
  '23505': [409, 'This already exists.'],
  '23503': [409, 'This refers to something that does not exist, or is still in use.'],
};

/** The status and message of a database error caused by the input (the error or its cause). */
function databaseRefusal(error: unknown): [number, string] | undefined {
  for (let e = error, depth = 0; e && depth < 3; e = (e as Error).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && 'severity' in (e as object)) {
      const known = DATABASE_INPUT_ERRORS[code];
      if (known) return known;
    }
  }
  return undefined;
}

/** Every error leaves as JSON `{ message, code? }`; a stack trace never does. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        typeof first?.message === 'string' && first.message !== ''
          ? first.message
          : 'The request is not valid.';
      return reply
        .status(400)
        .send({ message: friendlyValidationMessage(message, first?.instancePath) });
    }
    const known = error.code ? FASTIFY_INPUT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: error.message, code: ERROR_CODES.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message || 'Bad request.' });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      request.log.warn({ err: withoutQueryParams(error) }, 'database refused the input');
      return reply.status(refused[0]).send({ message: refused[1] });
    }
    request.log.error({ err: withoutQueryParams(error) }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** zod's generic texts ("Invalid input: expected string, received undefined") name the field. */
function friendlyValidationMessage(message: string, instancePath: string | undefined): string {
  if (!/^(Invalid input|Unrecognized key|Too (big|small))/.test(message)) return message;
  const field = instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field}: ${message}` : message;
}

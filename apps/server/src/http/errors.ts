import { ERROR_CODES } from '@shala/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

/** Fastify's own errors that mean bad input, with the message a person should read. */
const FASTIFY_INPUT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request length is wrong.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The content type is not valid.'],
};

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
    request.log.error({ err: error }, 'unhandled error');
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

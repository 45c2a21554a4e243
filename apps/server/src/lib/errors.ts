import { ERROR_CODE_STATUS, ERROR_CODES, type ErrorCode } from '@shala/shared';

/**
 * An error a service throws on purpose: its message is shown to the user as it is. It lives
 * apart from the HTTP layer, which only turns it into an answer: services, files and
 * permissions throw it without knowing about requests.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** An error with one of the closed set of codes, at the status that code always has. */
export const coded = (code: ErrorCode, message: string) =>
  new AppError(ERROR_CODE_STATUS[code], message, code);

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const gone = (message: string) => new AppError(410, message);
export const tooManyRequests = (message: string) => coded(ERROR_CODES.rateLimited, message);
export const payloadTooLarge = (message: string) => coded(ERROR_CODES.payloadTooLarge, message);

import type { MessageKey } from '@pothik/domain';

/**
 * A refusal the user should read (DESIGN.md §4): the message is English, `code` lets the web
 * translate it. Anything that is not an AppError is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 406 | 409 | 422 | 429 | 503,
    message: string,
    readonly code?: MessageKey | string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what, 'serverNotFound');
export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = () => new AppError(401, 'Please log in again.', 'pleaseLogInAgain');

import { type MessageKey, messageCatalogue } from '@pothik/domain';

/**
 * A refusal the user should read (DESIGN.md §4): the message is English, `code` lets the web
 * translate it. Anything that is not an AppError is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 406 | 409 | 422 | 429 | 503,
    message: string,
    readonly code?: MessageKey,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

type RefusalStatus = AppError['statusCode'];

/**
 * The one way to refuse: the catalogue's English text under its key, which the web shows in the reader's
 * language. A key the catalogue lacks does not compile, so text and key cannot drift apart.
 */
export function refuse(key: MessageKey, status: RefusalStatus = 400, errors?: Record<string, string[]>) {
  return new AppError(status, messageCatalogue[key].en, key, errors);
}

/** The envelope of a refusal that is not thrown (Fastify's own errors, the not-found handler). */
export const refusalBody = (key: MessageKey) => ({ message: messageCatalogue[key].en, code: key });

export const unauthorized = () => refuse('pleaseLogInAgain', 401);

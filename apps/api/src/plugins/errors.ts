import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, refusalBody } from '../lib/errors';

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}

/** One error envelope (DESIGN.md §4): 422 with field messages, user-facing 4xx, hidden 5xx. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ message: err.message, code: err.code, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        addFieldError(errors, field, issue.message ?? 'Invalid value');
      }
      return reply.code(422).send({ ...refusalBody('validationError'), errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(refusalBody('tooManyRequests'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const isBodyProblem = err.code?.startsWith('FST_ERR_CTP') || err.code === 'FST_ERR_VALIDATION';
      if (isBodyProblem || status === 400) {
        return reply.code(status === 415 || status === 413 ? status : 422).send({
          ...refusalBody('validationError'),
          errors: { body: [err.message] },
        });
      }
      return reply.code(status).send({ message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    app.errorReporter.capture(err, {
      requestId: request.id,
      method: request.method,
      route: request.routeOptions.url,
    });
    return reply.code(500).send(refusalBody('somethingWentWrong'));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(refusalBody('routeNotFound'));
  });
});

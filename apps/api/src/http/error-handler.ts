import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';

/** The field a validation issue is about, as `a.b` (empty for the whole input). */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** Callers see clear messages for their own mistakes and never the details of ours. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) });
    }
    // Input that breaks the route's contract: the first problem as the message, and every problem.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({ path: fieldOf(issue.instancePath), message: issue.message ?? 'Invalid value' }));
      return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request', issues });
    }
    // An answer that breaks its own contract is our bug: it is logged and never sent.
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'answer broke its contract');
      return reply.code(500).send({ message: 'Something went wrong. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty'
            : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong. Please try again.' });
  });
}

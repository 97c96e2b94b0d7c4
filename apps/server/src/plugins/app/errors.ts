import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '@jobflow/contract';

/** One error handler: AppError codes, validation (422 with field messages), and a generic 500. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, req, reply) => {
      const err = error as FastifyError;
      if (err instanceof AppError) {
        return reply.status(err.status).send({ status: 'FAILED', error: err.message, ...(err.fields ? { errors: err.fields } : {}) });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors: Record<string, string[]> = {};
        for (const v of err.validation) {
          const p = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
          (errors[p] ??= []).push(v.message ?? MESSAGES.required);
        }
        return reply.status(422).send({ status: 'FAILED', error: 'The given data was invalid.', errors });
      }
      if (isResponseSerializationError(err)) {
        req.log.error({ err, cause: err.cause }, 'response did not match its schema');
        return reply.status(500).send({ status: 'FAILED', error: MESSAGES.internal });
      }
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) return reply.status(429).send({ status: 'FAILED', error: MESSAGES.tooManyAttempts });
      if (status === 413) return reply.status(413).send({ status: 'FAILED', error: 'The file is too large.' });
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ status: 'FAILED', error: status === 404 ? MESSAGES.notFound : err.message });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ status: 'FAILED', error: MESSAGES.internal });
    });
    app.setNotFoundHandler((req, reply) => {
      reply.status(404).send({ status: 'FAILED', error: MESSAGES.notFound });
    });
  },
  { name: 'errors' },
);

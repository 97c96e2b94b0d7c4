import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '@jobflow/contract';
import { isDataException } from '../../lib/pg-errors.ts';

/** What busboy throws on a multipart body it cannot read (no boundary, cut short, a bad part header). */
const MULTIPART_ERROR = /^(Multipart: |Unexpected end of (multipart|form) data|Malformed part header)/;

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
      // A value the database cannot hold (an id or number out of range, text that is not a date)
      // that got past the request's schema: the caller's fault, not a server error.
      if (isDataException(err)) {
        req.log.warn({ err }, 'value refused by the database');
        return reply.status(422).send({ status: 'FAILED', error: 'The given data was invalid.', errors: { _: ['A value is out of range or not of the expected kind.'] } });
      }
      if (MULTIPART_ERROR.test(err.message ?? '')) return reply.status(400).send({ status: 'FAILED', error: 'The upload could not be read.' });
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ status: 'FAILED', error: MESSAGES.internal });
    });
    app.setNotFoundHandler((req, reply) => {
      reply.status(404).send({ status: 'FAILED', error: MESSAGES.notFound });
    });
  },
  { name: 'errors' },
);

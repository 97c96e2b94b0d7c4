import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '@jobflow/contract';
import { isDataException } from '../../lib/pg-errors.ts';

/** What busboy throws on a multipart body it cannot read (no boundary, cut short, a bad part header). */
const MULTIPART_ERROR = /^(Multipart: |Unexpected end of (multipart|form) data|Malformed part header)/;

/** The value the request sent at a schema issue's path, in the part that failed (query, body, params). */
function sentValue(req: { query: unknown; body: unknown; params: unknown }, context: string | undefined, path: string[]): unknown {
  let value: unknown = context === 'querystring' ? req.query : context === 'params' ? req.params : context === 'body' ? req.body : undefined;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** zod's default message of a value that did not read as a number, or read as one below an id's minimum. */
const ZOD_NUMBER_DEFAULT = /^(Invalid input: expected number|Too small: expected number)/;
type TIssueParams = { received?: unknown; origin?: unknown } | undefined;

/**
 * A number (an id, mostly) that did not read as one: zod says "expected number, received NaN"
 * whether it was missing or not a number, and an empty value reads as 0, below an id's minimum.
 * Missing or empty is the spec's "This field is required"; anything else is not a number.
 */
function notANumber(code: string, params: TIssueParams, sent: unknown): string | null {
  const missing = sent === undefined || sent === null || sent === '';
  if (code === 'too_small' && params?.origin === 'number' && missing) return MESSAGES.required;
  if (code !== 'invalid_type' || params?.received !== 'NaN') return null;
  return missing ? MESSAGES.required : 'This field must be a number.';
}

/** zod's default words for a value that is not of the expected form ("Invalid ISO date", "Invalid option: expected one of …"). */
const ZOD_FORM_DEFAULT = /^Invalid (option|input|ISO|string|email|date)/;
type TFormParams = { format?: unknown } | undefined;

/**
 * A value that was sent but is not one of the field's choices or not of its form, put plainly:
 * zod's own words otherwise reach the user ("Invalid ISO date"), and a choice whose schema says
 * "This field is required" for every issue said so of a value that was there.
 */
function notOfItsForm(code: string, message: string, params: TFormParams, sent: unknown): string | null {
  if (sent === undefined || sent === null || sent === '') return null;
  if (code === 'invalid_value' && (message === MESSAGES.required || ZOD_FORM_DEFAULT.test(message))) return MESSAGES.invalidChoice;
  if (code !== 'invalid_format' || !ZOD_FORM_DEFAULT.test(message)) return null;
  if (params?.format === 'date' || params?.format === 'datetime') return MESSAGES.invalidDate;
  if (params?.format === 'email') return MESSAGES.invalidEmail;
  return MESSAGES.invalidFormat;
}

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
          const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
          const p = path.join('.') || (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
          // the schema's own message stands; zod's default words (a number, a choice, a date) are put plainly
          const sent = sentValue(req, err.validationContext, path);
          const plain = v.message && ZOD_NUMBER_DEFAULT.test(v.message) ? notANumber(v.keyword, v.params as TIssueParams, sent) : notOfItsForm(v.keyword, v.message ?? '', v.params as TFormParams, sent);
          (errors[p] ??= []).push(plain ?? v.message ?? MESSAGES.required);
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

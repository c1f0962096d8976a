import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/outage.ts';
import { AppError, type ErrorKind } from '../domain/errors.ts';
import { OutageCounter, sendDatabaseUnavailable } from './database-outage.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Fastify's name for the part of the request that failed its schema, as the message says it. */
const WHERE_OF_CONTEXT: Readonly<Record<string, string>> = {
  body: 'Request body',
  params: 'Path',
  querystring: 'Query',
  headers: 'Header',
};

function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '');
  const message = issue.params?.issue?.message ?? issue.message ?? 'is invalid';
  const where = WHERE_OF_CONTEXT[context ?? ''] ?? 'Request';
  return path ? `${where} field "${path}": ${message}` : `${where}: ${message}`;
}

/** The one place a domain error's kind becomes an HTTP status. */
export const STATUS_OF_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  'outside-system-failed': 502,
};

/**
 * docs/architecture.md#errors: bad input is a clear 4xx; a 5xx never shows internals. An unreachable
 * database is a 503 with Retry-After (docs/architecture.md#when-the-database-is-down); the returned
 * counter tells the pages when one of their reads met it.
 */
export function registerErrorHandler(app: FastifyInstance): OutageCounter {
  const outages = new OutageCounter();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(STATUS_OF_KIND[error.kind]).send({
        ...error.extra,
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const first = issues[0];
      return reply.status(400).send({
        message: first ? describeIssue(first, error.validationContext) : 'Invalid request',
        code: 'VALIDATION_FAILED',
        details: issues.map((issue) => ({
          path: issue.params?.issue?.path ?? issue.instancePath,
          message: issue.params?.issue?.message ?? issue.message,
        })),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    if (isDatabaseUnavailable(error)) {
      outages.record();
      request.log.warn({ err: error }, 'database unreachable: answered 503');
      return sendDatabaseUnavailable(request, reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        message: status === 429 ? error.message : friendlyClientMessage(error),
        code: error.code ?? 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
  return outages;
}

function friendlyClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}

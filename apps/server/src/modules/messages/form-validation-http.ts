import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../domain/errors.ts';

interface ValidationIssue {
  message?: string;
  instancePath?: string;
  params?: { issue?: { message?: string; path?: PropertyKey[] } };
}

/**
 * The public forms (contact, appointment, newsletter) show the server's message as it is
 * (docs/content.md#messages), so their routes use `attachValidation` and answer the first problem in the
 * words of the shared schema ('Please enter a valid email address'), without the "Request body
 * field" prefix the API's other routes give.
 */
export function refuseInvalidForm(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const issues = ((error as { validation?: ValidationIssue[] }).validation ?? []) as ValidationIssue[];
  const details = issues.map((issue) => ({
    path: issue.params?.issue?.path ?? issue.instancePath,
    message: issue.params?.issue?.message ?? issue.message,
  }));
  throw new BadRequest(details[0]?.message ?? 'Invalid request', details, 'VALIDATION_FAILED');
}

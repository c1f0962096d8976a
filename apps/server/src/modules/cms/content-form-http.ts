// The request's multipart methods (isMultipart, parts) are typed by the plugin's declarations.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, BadRequest, PayloadTooLarge } from '../../domain/errors.ts';

// The blog and guide forms arrive as multipart (text fields plus their files) from the admin pages, or
// as JSON (text fields only) from scripts and partial updates. Both end in the same zod schema.

export interface ContentForm {
  fields: unknown;
  files: Map<string, Buffer>;
}

const FIELD_MAX_BYTES = 512 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads the request's fields and the named file parts, each file at most its own size. Anything else
 * (unknown file parts, a second copy of a file, oversized parts) is refused with a 4xx.
 */
export async function readContentForm(
  request: FastifyRequest,
  fileLimits: Record<string, number>,
): Promise<ContentForm> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, files: new Map() };
  const largest = Math.max(0, ...Object.values(fileLimits));
  const fields: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: largest,
        files: Object.keys(fileLimits).length,
        fields: 20,
        fieldSize: FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new PayloadTooLarge(`The field "${part.fieldname}" is too long`);
        if (typeof part.value !== 'string')
          throw new BadRequest(`The field "${part.fieldname}" must be text`);
        fields[part.fieldname] = part.value;
        continue;
      }
      const limit = fileLimits[part.fieldname];
      if (limit === undefined) {
        part.file.resume();
        throw new BadRequest(`Unexpected file "${part.fieldname}"`);
      }
      if (files.has(part.fieldname)) {
        part.file.resume();
        throw new BadRequest(`Send only one file as "${part.fieldname}"`);
      }
      const data = await part.toBuffer();
      if (data.length > limit)
        throw new PayloadTooLarge(`The file is too large (at most ${megabytes(limit)})`);
      if (data.length > 0) files.set(part.fieldname, data);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLarge(`The file is too large (at most ${megabytes(largest)})`);
    if (status === 413) throw new PayloadTooLarge('The form has too many parts');
    if (status !== undefined && status >= 400 && status < 500)
      throw new BadRequest('The form could not be read');
    throw error;
  }
  return { fields, files };
}

interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}

/** The form's fields through a shared schema; the first problem is the message, as the error handler words it. */
export function parseFields<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.infer<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues;
  const first = issues[0];
  const path = first?.path.map(String).join('.');
  throw new BadRequest(
    first
      ? path
        ? `Request body field "${path}": ${first.message}`
        : `Request body: ${first.message}`
      : 'Invalid request',
    issues.map((issue) => ({ path: issue.path, message: issue.message })),
    'VALIDATION_FAILED',
  );
}

import type { Multipart } from '@fastify/multipart';
import { PRODUCT_IMAGE_MAX_BYTES } from '@fengshui/shared/admin-catalog';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequest, PayloadTooLarge } from '../../domain/errors.ts';
import { refuseUnsafeText } from '../../http/input-gate.ts';
import { imageTooLarge, type UploadedFile } from './image-upload.ts';

const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 200_000;

const filesOfRequest = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The file parts a multipart request carried (none for a JSON request). */
export function uploadedFiles(request: FastifyRequest): UploadedFile[] {
  return filesOfRequest.get(request) ?? [];
}

function readFailure(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return new PayloadTooLarge(`Send at most ${maxFiles} images at a time`, 'TOO_MANY_FILES');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new PayloadTooLarge('The form has too many fields', 'TOO_MANY_FIELDS');
  // Busboy's own complaints (no boundary, a cut-off body) are the client's malformed form.
  return new BadRequest('The multipart form could not be read', undefined, 'MALFORMED_MULTIPART');
}

async function readPart(
  part: Multipart,
  fileField: string,
  fields: Map<string, string>,
  files: UploadedFile[],
) {
  if (part.type === 'file') {
    if (part.fieldname !== fileField) {
      part.file.resume();
      throw new BadRequest(
        `Unexpected file part "${part.fieldname}": files go in parts named "${fileField}"`,
      );
    }
    try {
      files.push({ fieldName: part.fieldname, fileName: part.filename, data: await part.toBuffer() });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(part.filename);
      throw error;
    }
    return;
  }
  if (part.valueTruncated) throw new BadRequest(`Field "${part.fieldname}" is too long`);
  if (fields.has(part.fieldname)) throw new BadRequest(`Field "${part.fieldname}" was sent twice`);
  fields.set(part.fieldname, String(part.value));
}

/**
 * A `preValidation` hook: a multipart body becomes its text fields, checked by the route's body schema
 * like a JSON body; its files (only in parts named `fileField`, each at most 10 MB) wait aside for
 * the handler. It runs after the `onRequest` guard, so nobody uploads to a route they may not use.
 */
export function multipartBody(options: { fileField: string; maxFiles: number }) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const fields = new Map<string, string>();
    const files: UploadedFile[] = [];
    try {
      const parts = request.parts({
        limits: {
          fileSize: PRODUCT_IMAGE_MAX_BYTES,
          files: options.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: options.maxFiles + MAX_FIELDS,
        },
      });
      for await (const part of parts) await readPart(part, options.fileField, fields, files);
    } catch (error) {
      throw readFailure(error, options.maxFiles);
    }
    // The edge's input gate (http/input-gate.ts) runs before the form is read, so the form is checked here.
    refuseUnsafeText(Object.fromEntries(fields), 'body');
    refuseUnsafeText(Object.fromEntries(files.map((file) => [file.fieldName, file.fileName])), 'body');
    // Entries, not assignment: a field named "__proto__" stays a plain field.
    request.body = Object.fromEntries(fields);
    filesOfRequest.set(request, files);
  };
}

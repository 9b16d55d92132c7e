import type { FastifyRequest } from 'fastify';
import { messages } from '@sevak/shared';
import { AppError } from './errors.js';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form as it streams in. The limits registered with @fastify/multipart (file
 * size, counts) stop an oversized upload mid-stream with 413; files whose field is not in
 * `fileFields` are drained and dropped.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw AppError.badRequest(messages.common.multipartExpected);
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (fileFields.includes(part.fieldname)) {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) form.files[part.fieldname] = bytes;
      } else {
        part.file.resume();
      }
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** A JSON-text field of a multipart form (address, businessCategory), or undefined when absent. */
export function jsonField(form: MultipartForm, name: string): unknown {
  const text = form.fields[name];
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.badRequest(messages.common.validationFailed, [{ path: name, msg: messages.common.notJson }]);
  }
}

import type { FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
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

/**
 * Uploads with images handled at once by this process, from reading the body to the last row
 * (DESIGN §10: 512 MB). A waiting upload's body is not read yet: it stays in the socket, and TCP
 * slows the sender down, instead of filling this process with up to 15 MB per request. Behind a
 * buffering proxy (nginx's default) a slow sender never holds a slot (docs/decisions/007).
 */
export const UPLOAD_CONCURRENCY = 2;
const uploadSlots = pLimit(UPLOAD_CONCURRENCY);

/** Runs an upload's handling (readMultipart, image work, rows) in one of the upload slots. */
export function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  return uploadSlots(work);
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

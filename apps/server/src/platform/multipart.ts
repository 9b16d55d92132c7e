import type { FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { messages, NotJsonError, type JsonCheck } from '@sevak/shared';
import { AppError } from './errors.js';
import { badTextError, findBadText, hasBadText } from './input-edges.js';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form as it streams in. The limits registered with @fastify/multipart (file
 * size, counts) stop an oversized upload mid-stream with 413; files whose field is not in
 * `fileFields` are drained and dropped. The edge rule of every JSON body (platform/input-edges)
 * holds here too: a NUL or broken Unicode in a field name, a text value or a file name is a 400
 * naming the field, once the rest of the form has been drained.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('MULTIPART_EXPECTED', messages.common.multipartExpected);
  const form: MultipartForm = { fields: {}, files: {} };
  let bad: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      bad ??= badTextOf(part);
      if (part.type === 'file') {
        if (!bad && fileFields.includes(part.fieldname)) {
          const bytes = await part.toBuffer();
          if (bytes.length > 0) form.files[part.fieldname] = bytes;
        } else {
          part.file.resume();
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The parser's own errors (no boundary, a form cut short) carry no status: the client's
    // form is broken. Limits (413) and our own refusals keep theirs.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new AppError('MULTIPART_MALFORMED', messages.common.multipartMalformed);
  }
  if (bad) throw bad;
  return form;
}

/**
 * Uploads with images handled at once by this process, from reading the body to the last row
 * (docs/contract.md §10: 512 MB). A waiting upload's body is not read yet: it stays in the socket, and TCP
 * slows the sender down, instead of filling this process with up to 15 MB per request. Behind a
 * buffering proxy (nginx's default) a slow sender never holds a slot (docs/decisions/007).
 */
export const UPLOAD_CONCURRENCY = 2;
const uploadSlots = pLimit(UPLOAD_CONCURRENCY);

/** Runs an upload's handling (readMultipart, image work, rows) in one of the upload slots. */
export function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  return uploadSlots(work);
}

/** The 400 for bad text in a part's field name, file name or value, if any. */
function badTextOf(part: {
  fieldname: string;
  type: 'file' | 'field';
  filename?: string;
  value?: unknown;
}): AppError | undefined {
  if (hasBadText(part.fieldname)) return badTextError('', 'form');
  const text = part.type === 'file' ? part.filename : part.value;
  return typeof text === 'string' && hasBadText(text) ? badTextError(part.fieldname) : undefined;
}

/**
 * A form's text fields as its shared decoder reads them, for its schema (packages/shared/src/multipart.ts):
 * a JSON field that is no JSON is a 400 on it (NOT_JSON), and the edge rule holds in what JSON
 * escapes make (\u0000, \ud800), which the raw text could not carry.
 */
export function decodeForm<T>(form: MultipartForm, decode: (fields: Record<string, string>, check: JsonCheck) => T): T {
  try {
    return decode(form.fields, (name, value) => {
      const bad = findBadText(value);
      if (bad !== undefined) throw badTextError(bad ? `${name}.${bad}` : name);
    });
  } catch (err) {
    if (!(err instanceof NotJsonError)) throw err;
    throw new AppError('VALIDATION_FAILED', messages.common.validationFailed, {
      errors: [{ path: err.field, msg: messages.common.notJson, code: 'NOT_JSON' }],
    });
  }
}

import { randomBytes } from 'node:crypto';

export type MultipartPart = { name: string; value: string | Buffer; filename?: string; contentType?: string };

/**
 * A multipart/form-data body written byte by byte (FormData cannot carry a NUL in a file name,
 * nor be broken on purpose). `tamper` damages it the ways a bad client or proxy might.
 */
export function multipartBody(
  parts: MultipartPart[],
  tamper?: 'no-closing-boundary' | 'wrong-boundary' | 'no-boundary-param' | 'truncated' | 'garbage-headers',
): { body: Buffer; contentType: string } {
  const boundary = `----sevak${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
    ];
    if (tamper === 'garbage-headers') headers.push('X-\u0001: \u00ff');
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  if (tamper !== 'no-closing-boundary' && tamper !== 'truncated') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (tamper === 'truncated') body = body.subarray(0, Math.floor(body.length / 2));
  const contentType =
    tamper === 'no-boundary-param'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${tamper === 'wrong-boundary' ? 'something-else' : boundary}`;
  return { body, contentType };
}

import { ERROR_STATUS, isErrorCode } from '@sevak/shared';
import type { FuzzRequest } from './requests.js';

/** Signs of a leaked stack trace, on any answer. */
const STACK = [
  /\n\s+at \S/,
  /\bat [\w.$<>]+ \([^)]*:\d+:\d+\)/,
  /node_modules\//,
  /\/src\/[\w/-]+\.[jt]s\b/,
  /\b\w+Error: /,
];

/** Signs of SQL or a database error in an error answer (docs/contract.md §5: never SQL in a response). */
const SQL = [
  /\bselect\b[\s\S]{0,300}\bfrom\b/i,
  /\binsert\b[\s\S]{0,100}\binto\b/i,
  /\bupdate\b[\s\S]{0,100}\bset\b/i,
  /\bdelete\s+from\b/i,
  /syntax error/i,
  /violates/i,
  /relation "/i,
  /column "/i,
  /duplicate key/i,
  /invalid input syntax/i,
  /invalid byte sequence/i,
  /out of range for type/i,
  /\bdrizzle\b|\bpglite\b|\bpostgres(ql)?\b/i,
];

const ERROR_KEYS = new Set(['code', 'message', 'errors', 'success']);

export type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What the request sent, decoded where it can be: an echo of the client's own text is no leak. */
function sentText(request: FuzzRequest): string {
  let url = request.url;
  try {
    url = decodeURIComponent(request.url);
  } catch {
    // kept as sent
  }
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? request.payload.toString('utf8')
        : request.payload;
  let decoded = payload;
  try {
    decoded = JSON.stringify(JSON.parse(payload));
  } catch {
    // not JSON
  }
  return `${url}\n${payload}\n${decoded}`;
}

/** Every way an answer breaks the contract: 5xx, a leak, or an error body that is not ours. */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  for (const pattern of STACK) if (pattern.test(answer.body)) problems.push(`stack trace in the body (${pattern})`);
  if (answer.statusCode >= 400) {
    const sent = sentText(request);
    for (const pattern of SQL) {
      const match = pattern.exec(answer.body);
      if (match && !sent.toLowerCase().includes(match[0].toLowerCase()))
        problems.push(`SQL or database text in the body: "${match[0].slice(0, 80)}"`);
    }
    if (request.url.startsWith('/api/')) problems.push(...errorBodyProblems(answer));
  }
  return problems;
}

/**
 * docs/contract.md §5: `{code, message: string, errors?: [{path, msg, code?}]}` (registration adds
 * `success: false`), as JSON; `code` is one of the list, and the answer's status is its status.
 */
function errorBodyProblems(answer: Answer): string[] {
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return [`error body is not JSON (${String(answer.headers['content-type'])})`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return ['error body does not parse as JSON'];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['error body is not an object'];
  const { code, message, errors } = body as Record<string, unknown>;
  const problems: string[] = [];
  if (!isErrorCode(code)) problems.push(`error body has no code from the list (${String(code)})`);
  else if (ERROR_STATUS[code] !== answer.statusCode)
    problems.push(`error code ${code} is ${ERROR_STATUS[code]}, not ${answer.statusCode}`);
  if (typeof message !== 'string' || message === '') problems.push('error body has no message');
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length > 0) problems.push(`error body has other fields: ${extra.join(', ')}`);
  const wellFormed = (e: unknown) => {
    const item = e as Record<string, unknown>;
    return (
      typeof e === 'object' &&
      e !== null &&
      typeof item.path === 'string' &&
      typeof item.msg === 'string' &&
      (item.code === undefined || isErrorCode(item.code))
    );
  };
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(wellFormed)))
    problems.push('error body has malformed errors');
  return problems;
}

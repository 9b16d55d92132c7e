import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config.js';

/**
 * Logs never hold secrets or personal data (docs/contract.md §9): passwords and their hashes, session
 * tokens, codes, Aadhaar/PAN/account numbers, emails, phones, addresses. Three layers:
 * - known fields are censored where a logged object can hold them (REDACTED_PATHS);
 * - every request URL keeps its path and its query keys, but only the values of keys known to
 *   carry nothing personal (a search box may hold a phone, `to` an email, a cursor a name);
 * - errors are logged without the values they were about: a database error as its SQL text
 *   (placeholders only), its code and constraint — never its parameters or detail — and any
 *   message text passes through `redactText`.
 */
/** Fields holding a secret or someone's details, censored where a log line could carry them. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmpassword',
  'passwordHash',
  'token',
  'otp',
  'aadharNumber',
  'aadhaarNumber',
  'panNumber',
  'bankAccountNumber',
  'email',
  'phone',
  'to',
];

/**
 * Exact paths, not wildcards (a wildcard walks every key of every line): the secret
 * fields at the top of a logged object and in the two objects code logs whole (`body`, `user`).
 * `code` is not among them at the top: there it is an error code ('NOT_SIGNED_IN'); a one-time
 * code could only come in a body. The request and response serializers log no headers at all.
 */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...['body', 'user'].flatMap((parent) => [...SECRET_FIELDS, 'code'].map((field) => `${parent}.${field}`)),
];

const PATTERNS: [RegExp, string][] = [
  // Password hashes (scrypt$…, argon2…) and long opaque secrets (session tokens, HMACs).
  [/\b(?:scrypt|argon2\w*)\$\S+/gi, '[hash]'],
  [/[A-Za-z0-9_-]{32,}/g, '[secret]'],
  [/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g, '[email]'],
  // Phones, codes, Aadhaar and account numbers: any run of 6 or more digits (spaces allowed).
  [/\d(?: ?\d){5,}/g, '[number]'],
  // PAN.
  [/\b[A-Z]{5}\d{4}[A-Z]\b/g, '[pan]'],
  // Values quoted inside database messages: invalid input syntax for type uuid: "…".
  [/"(?:[^"\\]|\\.)*"/g, '"[value]"'],
];

/** Record ids say which row, not whose: kept as they are. */
const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * Something at least one of PATTERNS could match: six digits, a 32-character run, a capital
 * run, '@', '$' or a quote. Most text (a route's path) has none, and is kept without running
 * them all (each request's log line redacts its URL).
 */
const MAYBE_SECRET = /\d ?\d ?\d ?\d ?\d ?\d|[A-Za-z0-9_-]{32}|[A-Z]{5}|[@$"]/;

/** Text with anything that could be a secret or someone's details replaced by a placeholder. */
export function redactText(text: string): string {
  return MAYBE_SECRET.test(text) ? applyPatterns(text) : text;
}

/** Every pattern applied, record ids kept (exported for the test that MAYBE_SECRET misses nothing). */
export function applyPatterns(text: string): string {
  return text
    .split(UUID)
    .map((part, i) =>
      i % 2 === 1 ? part : PATTERNS.reduce((out, [pattern, placeholder]) => out.replace(pattern, placeholder), part),
    )
    .join('');
}

/** Query keys whose values are never personal: sort orders, page sizes, states, dates. */
const PLAIN_QUERY_KEYS = new Set([
  'limit',
  'sort',
  'box',
  'approved',
  'paid',
  'status',
  'kind',
  'format',
  'tab',
  'year',
  'month',
  'category',
  'date',
  'from',
  'startDate',
  'endDate',
  'action',
]);

/** A URL as logged: the path, and each query key with its value only when it is a plain one. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return redactText(url);
  const params = new URLSearchParams(url.slice(question + 1));
  const query = [...params].map(([key, value]) => `${key}=${PLAIN_QUERY_KEYS.has(key) ? redactText(value) : '…'}`);
  return `${redactText(url.slice(0, question))}?${query.join('&')}`;
}

type LoggedError = Error & {
  code?: string;
  query?: string;
  cause?: unknown;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
};

/** The stack's frames only: its first line repeats the message, which may carry values. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as logged: what failed and where, never the values involved. */
export function serializeError(value: unknown): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: redactText(String(value)), stack: '' };
  const err = value as LoggedError;
  // drizzle wraps a driver error with the query and its parameters: keep the SQL, drop the values.
  const dbError = (err.query !== undefined && err.cause instanceof Error ? err.cause : err) as LoggedError;
  const out: SerializedError = {
    type: err.constructor?.name && err.constructor.name !== 'Error' ? err.constructor.name : err.name,
    message: redactText(err.query !== undefined ? dbError.message : err.message),
    stack: framesOf(err.stack),
  };
  if (err.query !== undefined) out.query = err.query;
  // `errorCode`, not `code`: log objects' `code` fields are censored (they may be OTPs).
  if (dbError.code !== undefined) out.errorCode = dbError.code;
  for (const key of ['constraint', 'table', 'column', 'statusCode'] as const) {
    if (dbError[key] !== undefined) out[key] = dbError[key];
  }
  return out;
}

/**
 * One line per request, written when the answer has gone: what was asked, how it was
 * answered, how long it took, and the error code of a refusal. Fastify's own two lines (incoming,
 * completed) are not written.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!LOGS_INFO.has(request.log.level)) return;
    const code = refusals.get(request);
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ...(code && { code }) },
      'request',
    );
  }
}

const LOGS_INFO = new Set(['trace', 'debug', 'info']);

const refusals = new WeakMap<FastifyRequest, string>();

/** The error code a request was refused with (4xx), for its one log line. */
export function noteRefusal(request: FastifyRequest, code: string) {
  refusals.set(request, code);
}

/** Fastify's request fields, with the URL made safe. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

/**
 * Standard output, written in batches: lines gather up to 4 KB and go out in one write, not one
 * system call per request (logging at info cost 17% of /api/health's throughput, 9%
 * batched). A quiet server's lines still show within a second, and pino writes what is left when
 * the process exits.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => destination.flush(), 1000).unref();
  return destination;
}

export function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = config.NODE_ENV === 'development' && !stream;
  return {
    stream: stream ?? (pretty ? undefined : bufferedStdout()),
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

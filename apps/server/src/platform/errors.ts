import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodError, ZodType } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  errorBodySchema,
  messages,
  registrationMessages,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
} from '@sevak/shared';
import { isConnectionLost } from './db.js';
import { noteRefusal } from './logger.js';

export type { FieldError };

/** A route's error answers for its OpenAPI schema: each status given answers docs/contract.md §5's body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/**
 * The one error type services throw; the error handler turns it into docs/contract.md §5's body. The
 * status comes from the code (`ERROR_STATUS` in packages/shared, docs/decisions/012).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  /** Seconds to wait, sent as Retry-After (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** A refusal about one field: `message` is both the answer's message and the field's. */
  static onField(code: ErrorCode, path: string, message: string) {
    return new AppError(code, message, { errors: [{ path, msg: message, code }] });
  }
}

/**
 * Fastify's and its plugins' own client errors, by their error code: ours, with our words where
 * we have them (else Fastify's). Multipart count limits are the sender's mistake in the form, not
 * a body too large: 400 (only a file over its size limit is a 413).
 */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message?: string }> = {
  FST_FILES_LIMIT: { code: 'TOO_MANY_FILES', message: messages.common.tooManyFiles },
  FST_PARTS_LIMIT: { code: 'TOO_MANY_FIELDS', message: messages.common.tooManyFields },
  FST_FIELDS_LIMIT: { code: 'TOO_MANY_FIELDS', message: messages.common.tooManyFields },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BODY_NOT_JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BODY_NOT_JSON' },
};

/**
 * Fastify's other client errors, by status. A status not listed keeps its status under
 * BAD_REQUEST (none reaches /api; @fastify/static may answer e.g. a bad Range).
 */
const CLIENT_ERRORS: Partial<Record<number, { code: ErrorCode; message?: string }>> = {
  404: { code: 'NOT_FOUND' },
  406: { code: 'NOT_ACCEPTABLE' },
  413: { code: 'FILE_TOO_LARGE', message: registrationMessages.fileTooLarge },
  414: { code: 'URL_TOO_LONG' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  429: { code: 'RATE_LIMITED', message: messages.common.rateLimited },
};

/** Zod issues from the request schema → one `errors` item per bad field. */
function fieldErrorsOf(error: FastifyError): FieldError[] {
  return firstPerField(
    (error.validation ?? []).map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || v.params?.missingProperty?.toString() || '',
      msg: v.message ?? 'Invalid value',
    })),
  );
}

/** One `errors` item per bad field (docs/contract.md §5): the first problem found with it. */
function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.path) && seen.add(e.path));
}

/** Zod issues → one `errors` item per bad field. */
export function fieldErrorsOfZod(error: ZodError): FieldError[] {
  return firstPerField(error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message })));
}

/** The 400 for fields that failed their schema: its message is the first field's. */
function validationFailed(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', errors[0]?.msg ?? messages.common.validationFailed, { errors });
}

/** Parses with a shared schema; a bad value becomes a 400 naming each field. */
export function parseOrThrow<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationFailed(fieldErrorsOfZod(result.error));
}

/** Any thrown value as the AppError we answer with (and the status, which Fastify may set). */
function appErrorOf(error: FastifyError | AppError): { answer: AppError; status: number } {
  if (error instanceof AppError) return { answer: error, status: error.statusCode };
  const known = FRAMEWORK_ERRORS[error.code];
  if (known)
    return { answer: new AppError(known.code, known.message ?? error.message), status: ERROR_STATUS[known.code] };
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return { answer: validationFailed(fieldErrorsOf(error)), status: 400 };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (bad Content-Length, body too large, unsupported media type...).
    const client = CLIENT_ERRORS[error.statusCode] ?? { code: 'BAD_REQUEST' };
    return { answer: new AppError(client.code, client.message ?? error.message), status: error.statusCode };
  }
  if (isConnectionLost(error)) {
    // The database went away mid-request (restart, failover): nothing was half-written (every
    // multi-step write is one transaction), and trying again shortly works.
    return {
      answer: new AppError('DATABASE_UNAVAILABLE', messages.common.unavailable, { retryAfterSeconds: 1 }),
      status: 503,
    };
  }
  return { answer: new AppError('INTERNAL', messages.common.internal), status: 500 };
}

/**
 * The one error answer. `extra` adds fields some contracts carry (registration's `success: false`).
 */
export function sendError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
  extra: Record<string, unknown> = {},
) {
  const { answer, status } = appErrorOf(error);
  const body: ErrorBody = {
    code: answer.code,
    message: answer.message,
    ...(answer.errors ? { errors: answer.errors } : {}),
  };
  if (answer.retryAfterSeconds !== undefined) void reply.header('retry-after', String(answer.retryAfterSeconds));
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else noteRefusal(request, answer.code);
  return reply.status(status).send({ ...extra, ...body });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => sendError(error, request, reply));
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodError, ZodType } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, registrationMessages, type ErrorBody } from '@sevak/shared';
import { isConnectionLost } from './db.js';
import { redactText } from './logger.js';

export type FieldError = { path: string; msg: string };

/** The one error type services throw; the error handler turns it into DESIGN §5's body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message: string = messages.auth.notSignedIn) {
    return new AppError(401, message);
  }
  static forbidden(message: string) {
    return new AppError(403, message);
  }
  static notFound(message: string = messages.common.notFound, errors?: FieldError[]) {
    return new AppError(404, message, errors);
  }
  static conflict(message: string, errors?: FieldError[]) {
    return new AppError(409, message, errors);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** Our words for Fastify's own client errors (413 from the multipart limits, 429...). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  413: registrationMessages.fileTooLarge,
  429: messages.common.rateLimited,
};

/**
 * Multipart count limits are the sender's mistake in the form, not a body too large: 400 (only a
 * file over its size limit is a 413).
 */
const MULTIPART_COUNT_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: messages.common.tooManyFiles,
  FST_PARTS_LIMIT: messages.common.tooManyFields,
  FST_FIELDS_LIMIT: messages.common.tooManyFields,
};

/** Zod issues from the request schema → one `errors` item per bad field. */
function fieldErrorsOf(error: FastifyError): FieldError[] {
  return firstPerField((error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || v.params?.missingProperty?.toString() || '',
    msg: v.message ?? 'Invalid value',
  })));
}

/** One `errors` item per bad field (DESIGN §5): the first problem found with it. */
function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.path) && seen.add(e.path));
}

/** Zod issues → one `errors` item per bad field. */
export function fieldErrorsOfZod(error: ZodError): FieldError[] {
  return firstPerField(error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message })));
}

/** Parses with a shared schema; a bad value becomes a 400 naming each field. */
export function parseOrThrow<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrorsOfZod(result.error);
  throw AppError.badRequest(errors[0]?.msg ?? messages.common.validationFailed, errors);
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
  let status: number;
  let body: ErrorBody;
  if (error instanceof AppError) {
    status = error.statusCode;
    body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    if (error.headers) void reply.headers(error.headers);
  } else if (MULTIPART_COUNT_ERRORS[error.code]) {
    status = 400;
    body = { message: MULTIPART_COUNT_ERRORS[error.code]! };
  } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const errors = fieldErrorsOf(error);
    status = 400;
    body = { message: errors[0]?.msg ?? messages.common.validationFailed, errors };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
    status = error.statusCode;
    body = { message: CLIENT_ERROR_MESSAGES[error.statusCode] ?? error.message };
  } else if (isConnectionLost(error)) {
    // The database went away mid-request (restart, failover): nothing was half-written (every
    // multi-step write is one transaction), and trying again shortly works.
    status = 503;
    body = { message: messages.common.unavailable };
    void reply.header('retry-after', '1');
  } else {
    status = 500;
    body = { message: messages.common.internal };
  }
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, message: redactText(body.message) }, 'request refused');
  return reply.status(status).send({ ...extra, ...body });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => sendError(error, request, reply));
}

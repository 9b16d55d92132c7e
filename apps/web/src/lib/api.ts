import { commonMessages, isErrorCode, type ErrorCode, type FieldError } from '@sevak/shared';
import { codeText, translateText } from '../i18n/i18n';
import { NETWORK_ERROR_MESSAGE } from './constants';

/** The one API client: JSON in and out, same-origin cookies, errors as ApiError (docs/contract.md §5). */

export const API_BASE = '/api';

export type { FieldError };

/**
 * What went wrong, to switch on (never on `message`, which will be translated): a code of the
 * API's list (docs/decisions/012), or NETWORK when the request never got an answer.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS...). */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    /** The API path that failed, e.g. '/auth/login' (without the /api prefix). */
    readonly path = '',
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: HeadersInit;
};

/**
 * The well-formed items of an answer's `errors`. A field error from a newer server may carry a
 * code we do not know: the field still counts, without it. (No zod here: the first page's budget.)
 */
function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<Record<keyof FieldError, unknown>> | null) => {
    if (typeof item !== 'object' || item === null || typeof item.path !== 'string' || typeof item.msg !== 'string')
      return [];
    const msg = isErrorCode(item.code) ? codeText(item.code, item.msg) : translateText(item.msg);
    return [{ path: item.path, msg, ...(isErrorCode(item.code) ? { code: item.code } : {}) }];
  });
}

/**
 * An error answer's parts, each checked on its own: a body without a known code is INTERNAL. Its
 * words are in the member's language (docs/decisions/012).
 */
function errorOf(status: number, path: string, data: unknown): ApiError {
  const body: Record<string, unknown> =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const code = isErrorCode(body.code) ? body.code : 'INTERNAL';
  const english = typeof body.message === 'string' ? body.message : commonMessages.internal;
  return new ApiError(status, code, codeText(code, english), fieldErrorsOf(body.errors), path);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function send(method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', translateText(NETWORK_ERROR_MESSAGE), [], path);
  }

  if (!response.ok) throw errorOf(response.status, path, await readJson(response));
  return response;
}

async function request<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
  const response = await send(method, path, options);
  return (await readJson(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, body }),
  /** For file answers (e.g. the PDF payment report). */
  blob: async (method: Method, path: string, options?: RequestOptions): Promise<Blob> =>
    (await send(method, path, options)).blob(),
};

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string = commonMessages.internal): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

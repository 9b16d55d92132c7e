import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { messages } from '@sevak/shared';
import { AppError, sendError } from './errors.js';
import { API_SECURITY_HEADERS } from './http.js';

declare global {
  interface String {
    /** ES2024 (Node 20 has it; TypeScript's ES2023 lib does not): false when a surrogate is unpaired. */
    isWellFormed(): boolean;
  }
}

/**
 * Text PostgreSQL cannot take: a NUL (it refuses it in text: "invalid byte sequence") or an
 * unpaired UTF-16 surrogate (not encodable as UTF-8). Refused at the edge with a 400 naming the
 * field, so such input never reaches a query and becomes a 500 (docs/decisions/009). Both checks
 * are native string scans: a regex with \p{Cs} cost ~10× more on non-Latin text.
 */
export function hasBadText(text: string): boolean {
  return text.indexOf('\0') !== -1 || !text.isWellFormed();
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The dotted path of the first string (or object key) with bad text anywhere in `value`, or
 * undefined. Iterative: a deeply nested body cannot overflow the stack here. Strings are checked
 * where they sit; only nested objects and arrays go on the stack.
 */
export function findBadText(value: unknown): string | undefined {
  if (typeof value === 'string') return hasBadText(value) ? '' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const nodes: object[] = [value];
  const paths: string[] = [''];
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    const path = paths.pop()!;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (typeof child === 'string') {
          if (hasBadText(child)) return join(path, i);
        } else if (child !== null && typeof child === 'object') {
          nodes.push(child);
          paths.push(join(path, i));
        }
      }
      continue;
    }
    for (const key of Object.keys(node)) {
      // A bad key is named by where it sits: the key itself cannot be printed.
      if (hasBadText(key)) return path;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (hasBadText(child)) return join(path, key);
      } else if (child !== null && typeof child === 'object') {
        nodes.push(child);
        paths.push(join(path, key));
      }
    }
  }
  return undefined;
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params' };

/** The 400 for bad text at `path` (a field name, or the request part when the part itself is bad). */
export function badTextError(path: string, part = 'body'): AppError {
  const field = path || PART_NAMES[part] || part;
  return new AppError('INVALID_CHARACTERS', messages.common.invalidCharactersIn(field), {
    errors: [{ path: field, msg: messages.common.invalidCharacters, code: 'INVALID_CHARACTERS' }],
  });
}

/**
 * The zod validator, preceded by the edge rule for every route's body, query and path
 * parameters: one place, before any handler runs. Parts without a schema are never checked —
 * no handler reads them — so a GET without parameters (the category list) pays nothing.
 */
export const edgeCheckingValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart === 'headers') return validate;
  return (data: unknown) => {
    const bad = findBadText(data);
    if (bad !== undefined) return { error: badTextError(bad, route.httpPart) };
    return validate(data);
  };
};

/**
 * JSON bodies must be UTF-8 (RFC 8259): the default parser would decode broken bytes as U+FFFD
 * and store them. Checked on the raw bytes (simdutf, native), then Fastify's own parser (empty
 * body, prototype poisoning) does the rest.
 */
export function registerStrictJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new AppError('BODY_NOT_UTF8', messages.common.notUtf8) as unknown as FastifyError, undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}

/**
 * Fastify's router answers a URL it cannot decode (`%zz`, an encoded broken UTF-8 sequence) or
 * a too-long path parameter itself, in its own body shape; these give ours (docs/contract.md §5).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URL_TOO_LONG', messages.common.urlPartTooLong)
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError('BAD_URL', messages.common.badUrl)
        : error;
  // The router answers before the hook that adds the security headers runs.
  void reply.headers(API_SECURITY_HEADERS);
  return sendError(answer, request, reply);
}

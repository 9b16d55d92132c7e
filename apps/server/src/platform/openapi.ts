import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { requireAdmin, requireApproved, requireSession, requireUser } from './auth.js';
import { errorResponses } from './errors.js';
import { LIMITS_REQUESTS } from './rate-limit.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body, for the OpenAPI description only: such routes read their form
     * with `readMultipart` and validate it in the service, so Fastify never validates this.
     * Object and array fields travel as JSON text (OpenAPI's default for them); files as binary.
     */
    multipartBody?: ZodType;
    /**
     * Who may call a route that checks the session in its handler instead of a guard, for the
     * API description only (platform/openapi.ts describeAccess).
     */
    access?: RequiredRole;
  }
}

/** An uploaded file in a multipart body's description. */
export const fileField = () => z.file().meta({ description: 'JPEG, PNG or WebP (by content), at most 5 MB' });

/** Who may call an operation, as its guard decides (`x-required-role` in the description). */
export type RequiredRole = 'signed in' | 'approved member' | 'admin';

/**
 * What each guard of platform/auth.ts asks, and the refusals it answers with: the description is
 * made from the guard the route really runs, so it cannot drift from it.
 */
const GUARDS = new Map<unknown, { role: RequiredRole; refusals: (401 | 403)[] }>([
  [requireSession, { role: 'signed in', refusals: [401] }],
  // 403: an account whose password must change first (the built-in first admin).
  [requireUser, { role: 'signed in', refusals: [401, 403] }],
  [requireApproved, { role: 'approved member', refusals: [401, 403] }],
  [requireAdmin, { role: 'admin', refusals: [401, 403] }],
]);

/** A session: the cookie a browser keeps, or the token as a bearer header. */
const SIGNED_IN: { [scheme: string]: readonly string[] }[] = [{ cookie: [] }, { bearer: [] }];

const hooksOf = (route: { onRequest?: unknown; preHandler?: unknown } | undefined) =>
  [route?.onRequest, route?.preHandler].flat().filter((hook) => typeof hook === 'function');

/**
 * Describes each route as it runs (OWASP API Security, API2 and API4): `security` from its guard
 * (an empty list for a public operation; a route's own, such as a webhook's signature, stands), `x-required-role`, and the 401/403 its guard answers
 * and the 429 its limits answer (platform/rate-limit.ts) when the route's own schema leaves them out.
 * A route that checks the session itself (GET /auth/getuser) names it with `access` in its schema,
 * and lists its own refusals.
 */
export function describeAccess(schema: FastifySchema, route: { onRequest?: unknown; preHandler?: unknown }) {
  const hooks = hooksOf(route);
  const guard = hooks.map((hook) => GUARDS.get(hook)).find((found) => found !== undefined);
  const role = guard?.role ?? schema.access;
  const refusals = guard?.refusals ?? [];
  const limited = hooks.some((hook) => (hook as { [LIMITS_REQUESTS]?: boolean })[LIMITS_REQUESTS]);
  const { access: _access, ...rest } = schema;
  return {
    ...rest,
    security: schema.security ?? (role ? SIGNED_IN : []),
    ...(role && { 'x-required-role': role }),
    response: { ...errorResponses(...refusals, ...(limited ? [429] : [])), ...(schema.response as object) },
  };
}

/** jsonSchemaTransform, with each route's access described and its `multipartBody` as its request body. */
export const describeRoutes: typeof jsonSchemaTransform = (document) => {
  const { multipartBody, ...schema } = describeAccess(document.schema ?? {}, document.route as RouteOptions);
  return jsonSchemaTransform({ ...document, schema: multipartBody ? { ...schema, body: multipartBody } : schema });
};

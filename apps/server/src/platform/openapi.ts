import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body, for the OpenAPI description only: such routes read their form
     * with `readMultipart` and validate it in the service, so Fastify never validates this.
     * Object and array fields travel as JSON text (OpenAPI's default for them); files as binary.
     */
    multipartBody?: ZodType;
  }
}

/** An uploaded file in a multipart body's description. */
export const fileField = () => z.file().meta({ description: 'JPEG, PNG or WebP (by content), at most 5 MB' });

/** jsonSchemaTransform, with each route's `multipartBody` described as its request body. */
export const describeRoutes: typeof jsonSchemaTransform = (document) => {
  const { multipartBody, ...schema } = document.schema ?? {};
  return jsonSchemaTransform({ ...document, schema: multipartBody ? { ...schema, body: multipartBody } : schema });
};

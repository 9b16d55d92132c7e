import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Responses are written by fast-json-stringify from each route's zod response schema turned into
 * JSON Schema, instead of zod encoding every answer and JSON.stringify writing it (a
 * 20-member admin page spent a fifth of its Node time in zod). It writes only the properties
 * the schema declares, so a field a route did not mean to show (a password hash) still never
 * leaves. A schema JSON Schema cannot express (a Date) keeps the zod serializer.
 *
 * `checkAgainstZod` (tests): every answer is also serialized by zod, and any difference but the
 * order of keys throws, so the whole API suite proves the two agree.
 */
export function createSerializerCompiler({ checkAgainstZod = false } = {}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    // Built at the first answer it writes, not when the route is added: building every route's
    // took ~0.6 s of each start, for routes a new process mostly does not answer yet.
    let serialize: Serializer | undefined;
    return (data) => (serialize ??= compile(route, checkAgainstZod))(data);
  };
}

type Serializer = (data: unknown) => string;

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0], checkAgainstZod: boolean): Serializer {
  const viaZod = zodSerializerCompiler(route);
  let schema: JsonSchema;
  try {
    schema = simplify(z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }));
  } catch {
    return viaZod;
  }
  const fast = fastJson(schema);
  if (!checkAgainstZod) return fast;
  return (data) => {
    const expected = viaZod(data);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote\n${written}\nzod wrote\n${expected}`);
    }
    return written;
  };
}

/**
 * zod writes `x.nullable()` as anyOf [x, null]; fast-json-stringify picks an anyOf branch by
 * validating the value against each, per value. A type that is one of two plain types is written
 * as a list of types instead, which it handles directly.
 */
function simplify(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(simplify) as unknown as JsonSchema;
  if (typeof node !== 'object' || node === null) return node as JsonSchema;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)]));
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

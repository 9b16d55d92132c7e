import fc from 'fast-check';
import {
  BODY_MUTATIONS,
  LONE_SURROGATES,
  MALFORMED_IDS,
  NUL_TEXT,
  RawJson,
  edgeValues,
  malformedCursors,
  mutateObject,
  toJsonText,
} from './edges.js';
import { flatten, idsFor, matching, validLooking, type FuzzContext, type JsonSchema } from './json-schema.js';
import { multipartBody, type MultipartPart } from './multipart.js';

/** One request to send, and a word on how it was made (printed when it fails). */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
};

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
/** One operation of the OpenAPI document, as the fuzz needs it. */
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
};
type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      };
    }),
  );
}

/** Percent-encoding that also writes an unpaired surrogate (as the bytes a careless client sends). */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out +=
      cp >= 0xd800 && cp <= 0xdfff
        ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(ch);
  }
  return out;
}

/** Escapes a URL may carry that do not decode to text (sent as written). */
const RAW_ESCAPES = ['%zz', '%', '%ED%A0%80', '%C0%80', '%FF%FE', '%00', '%2F..%2F', '%E0%A4'];

/** A query or path value as text: numbers as written, arrays as repeated keys (query only). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text.slice(0, 2_000);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return toJsonText(value).slice(0, 2_000);
}

const MALFORMED_CURSORS = malformedCursors();

function queryOf(params: Parameter[], ctx: FuzzContext): fc.Arbitrary<string> {
  const query = params.filter((p) => p.in === 'query');
  if (query.length === 0)
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('x=1', `q=${percentEncode(NUL_TEXT)}`, '%zz=1') },
    );
  const base = fc.record(Object.fromEntries(query.map((p) => [p.name, validLooking(p.schema, ctx, p.name)])), {
    requiredKeys: query.filter((p) => p.required).map((p) => p.name),
  });
  const kinds = [
    'valid',
    'valid',
    'edge',
    'edge',
    'edge',
    'repeat',
    'bad-text',
    'raw',
    'cursor',
    'unknown',
    'bare',
  ] as const;
  return fc.tuple(base, fc.constantFrom(...kinds), fc.nat(), MALFORMED_CURSORS).map(([values, kind, r, cursor]) => {
    const p = query[r % query.length]!;
    const pairs: [string, string, boolean?][] = Object.entries(values).map(([k, v]) => [k, asText(v)]);
    const set = (value: string, raw = false) => {
      const i = pairs.findIndex(([k]) => k === p.name);
      if (i >= 0) pairs.splice(i, 1);
      pairs.push([p.name, value, raw]);
    };
    if (kind === 'edge') {
      const edges = edgeValues(p.schema);
      const edge = edges[Math.floor(r / query.length) % edges.length];
      if (Array.isArray(edge)) edge.slice(0, 5).forEach((e) => pairs.push([p.name, asText(e)]));
      else set(asText(edge));
    }
    if (kind === 'repeat') pairs.push([p.name, pairs.find(([k]) => k === p.name)?.[1] ?? '1'], [p.name, '2']);
    if (kind === 'bad-text') set(`x${[NUL_TEXT, ...LONE_SURROGATES][r % 4]}`);
    if (kind === 'raw') set(RAW_ESCAPES[r % RAW_ESCAPES.length]!, true);
    if (kind === 'cursor') pairs.push(['cursor', cursor]);
    if (kind === 'unknown') pairs.push([`unknown${r % 3}`, 'x'], ['__proto__', 'polluted']);
    const text = pairs.map(([k, v, raw]) => `${percentEncode(k)}=${raw ? v : percentEncode(v)}`);
    if (kind === 'bare') text.push(p.name);
    return text.join('&');
  });
}

function pathOf(op: Operation, ctx: FuzzContext): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(op.path);
  const value = (name: string) => {
    const schema = flatten(op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {});
    return fc.oneof(
      {
        weight: 6,
        arbitrary:
          schema.pattern && schema.format !== 'uuid'
            ? matching(schema.pattern).map(percentEncode)
            : fc.constantFrom(...idsFor(ctx, name)),
      },
      { weight: 2, arbitrary: fc.uuid().map(percentEncode) },
      { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_IDS).map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES, 'a'.repeat(150), '') },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(percentEncode) },
    );
  };
  return fc
    .tuple(...names.map(value))
    .map((values) => names.reduce((url, name, i) => url.replace(`{${name}}`, values[i]!), op.path));
}

/** Bodies no JSON parser should take, or should take with care. */
const BROKEN_JSON: (string | Buffer)[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\ufeff{}',
  '',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"a":1e999999}',
  '{"a":1,"a":2}',
  '{"__proto__":{"role":"Admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
  Buffer.from('{"a":"x\u0000y"}'),
  Buffer.from('{"a":"\\ud800"}'),
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nope',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  '',
];

function jsonBodyOf(
  schema: JsonSchema | undefined,
  ctx: FuzzContext,
  bodyless = false,
): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers' | 'note'>> {
  const json = { 'content-type': 'application/json' };
  const value = schema ? validLooking(schema, ctx) : fc.constant(undefined);
  const mutated = fc.tuple(value, fc.constantFrom(...BODY_MUTATIONS), fc.nat()).map(([body, kind, r]) => ({
    note: `json ${kind}`,
    payload: toJsonText(
      schema && typeof body === 'object' && body !== null && !Array.isArray(body)
        ? mutateObject(schema, body as Record<string, unknown>, kind, r)
        : body,
    ),
    headers: json,
  }));
  return fc.oneof(
    { weight: schema ? 10 : 1, arbitrary: mutated },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((payload) => ({ note: 'broken json', payload, headers: json })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), value).map(([type, body]) => ({
        note: `content-type ${type}`,
        payload: toJsonText(body ?? {}),
        headers: type ? { 'content-type': type } : ({} as Record<string, string>),
      })),
    },
    // A GET's body is rarely sent, and never read.
    { weight: schema ? 1 : bodyless ? 30 : 6, arbitrary: fc.constant({ note: 'no body', headers: {} }) },
  );
}

/** Files a form might carry: a real image, other bytes, nothing. */
export type FuzzFiles = { png: Buffer };

function multipartOf(
  schema: JsonSchema,
  ctx: FuzzContext,
  files: FuzzFiles,
): fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'headers' | 'note'>> {
  const tampers = [
    undefined,
    undefined,
    undefined,
    undefined,
    'no-closing-boundary',
    'wrong-boundary',
    'no-boundary-param',
    'truncated',
    'garbage-headers',
  ] as const;
  const fileBytes = [
    files.png,
    files.png,
    Buffer.from('not an image'),
    Buffer.alloc(0),
    Buffer.from('GIF89a\u0001\u0000'),
    Buffer.from([0xff, 0xd8, 0xff, 0x00]),
  ];
  return fc
    .tuple(
      validLooking(schema, ctx),
      fc.constantFrom(...BODY_MUTATIONS, 'filename', 'bad-utf8', 'duplicate'),
      fc.nat(),
      fc.constantFrom(...tampers),
    )
    .map(([body, kind, r, tamper]) => {
      const object = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const fields = ['filename', 'bad-utf8', 'duplicate'].includes(kind)
        ? object
        : mutateObject(schema, object, kind, r);
      const parts: MultipartPart[] = Object.entries(
        typeof fields === 'object' && fields !== null ? fields : { value: fields },
      ).flatMap(([name, value]): MultipartPart[] => {
        if (value === undefined) return [];
        if (typeof value === 'object' && value !== null && 'file' in value) {
          const filename = kind === 'filename' ? `photo${[NUL_TEXT, ...LONE_SURROGATES][r % 4]}.png` : `${name}.png`;
          return [{ name, filename, contentType: 'image/png', value: fileBytes[r % fileBytes.length]! }];
        }
        return [{ name, value: asText(value) }];
      });
      if (kind === 'bad-utf8' && parts[0])
        parts[0] = { name: parts[0].name, value: Buffer.from([0x41, 0xff, 0xc0, 0x80]) };
      if (kind === 'duplicate' && parts[0]) parts.push(parts[0]);
      const { body: payload, contentType } = multipartBody(parts, tamper);
      return {
        note: `multipart ${kind}${tamper ? ` ${tamper}` : ''}`,
        payload,
        headers: { 'content-type': contentType },
      };
    });
}

/** Requests for one operation: its path, query and body generated from its own schema, then bent. */
export function requestsFor(op: Operation, context: FuzzContext, files: FuzzFiles): fc.Arbitrary<FuzzRequest> {
  const ctx = { ...context, path: op.path };
  const body =
    op.body?.contentType === 'multipart/form-data'
      ? fc.oneof(
          { weight: 5, arbitrary: multipartOf(op.body.schema, ctx, files) },
          { weight: 1, arbitrary: jsonBodyOf(undefined, ctx) },
        )
      : jsonBodyOf(op.body?.schema, ctx, op.method === 'GET');
  return fc.tuple(pathOf(op, ctx), queryOf(op.parameters, ctx), body).map(([path, query, b]) => ({
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers: b.headers,
    payload: b.payload,
    note: b.note,
  }));
}

import fc from 'fast-check';
import { flatten, type JsonSchema } from './json-schema.js';

/** JSON text written as is: numbers JSON.stringify cannot write (1e999), very deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson pieces. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const NUL_TEXT = 'a\u0000b';
export const LONE_SURROGATES = ['x\ud800y', '\udfff', 'end\ud83d'];

/** Text that has broken servers before: unicode oddities, injections, number-ish words. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '😀'.repeat(30),
  'नमस्ते दुनिया',
  '\u202eevil',
  'ｆｕｌｌｗｉｄｔｈ',
  '١٢٣٤٥٦',
  '९८७६५४३२१०',
  'e\u0301\u0301\u0301',
  '\u200b',
  '\ufeffbom',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\\',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '-1e999',
  '0x1F',
  '9'.repeat(40),
  '2026-02-30',
  '2026-13-45',
  '0000-00-00',
  '9999-99-99',
  '-1',
  '0',
  '1.5',
  ' 42 ',
  'true',
  '{}',
  '[]',
  '\u0001\u001f',
  '\ud83d\ude00',
];

/** Strings at and past the schema's length limits, plus very long ones. */
function lengthEdges(s: JsonSchema): string[] {
  const out = ['x'.repeat(10_000), 'y'.repeat(70_000)];
  if (s.minLength) out.push('m'.repeat(s.minLength - 1));
  if (s.maxLength !== undefined)
    out.push('M'.repeat(s.maxLength), 'M'.repeat(s.maxLength + 1), '७'.repeat(s.maxLength + 1));
  return out;
}

const HUGE_NUMBERS = [
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0'),
  new RawJson('-0.0'),
  new RawJson('1E+2'),
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  1.005,
];

/** Numbers at and past the schema's bounds, and numbers no column can hold. */
function numberEdges(s: JsonSchema): unknown[] {
  const out: unknown[] = [0, -1, 0.5, ...HUGE_NUMBERS];
  if (s.minimum !== undefined) out.push(s.minimum, s.minimum - 1, s.minimum - 0.5);
  if (s.maximum !== undefined) out.push(s.maximum, s.maximum + 1, s.maximum + 0.5);
  return out;
}

const DEEP = new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`);
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  'text',
  '',
  [],
  {},
  [1, 'a'],
  { a: { b: 1 } },
  DEEP,
  new RawJson('1e999'),
];

/** Edge values for one field of `schema`: its own boundaries first, then wrong types and bad text. */
export function edgeValues(schema: JsonSchema): unknown[] {
  const s = flatten(schema);
  const types = [s.type, ...(s.anyOf ?? s.oneOf ?? []).map((c) => flatten(c).type)];
  const out: unknown[] = [];
  if (types.includes('string')) out.push(...lengthEdges(s), ...ODD_STRINGS, NUL_TEXT, ...LONE_SURROGATES);
  if (types.includes('integer') || types.includes('number')) out.push(...numberEdges(s));
  if (types.includes('array'))
    out.push(
      Array.from({ length: 500 }, () => 'x'),
      [null],
      [NUL_TEXT],
      [[]],
    );
  if (s.format === 'uuid') out.push(...MALFORMED_IDS);
  if (s.enum) out.push(...s.enum.map((e) => (typeof e === 'string' ? e.toUpperCase() : e)), `${String(s.enum[0])} `);
  return [...out, ...WRONG_TYPES];
}

/** Ids that are not ids: for path parameters and uuid fields. */
export const MALFORMED_IDS = [
  'not-a-uuid',
  ' ',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-4ZZZ-8ZZZ-ZZZZZZZZZZZZ',
  '3f2b8c1e5d4a4e6b9c7d1a2b3c4d5e6f',
  '{3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f}',
  '3F2B8C1E-5D4A-4E6B-9C7D-1A2B3C4D5E6F',
  '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6',
  '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f0',
  "1' or '1'='1",
  '../../etc/passwd',
  'a'.repeat(99),
  NUL_TEXT,
  '\ud800',
];

/** Cursors a list never made: not base64url JSON, other shapes, keys no sort key can hold. */
export function malformedCursors(): fc.Arbitrary<string> {
  const encode = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const key = fc.oneof(
    fc.string(),
    fc.constantFrom(
      ...ODD_STRINGS,
      NUL_TEXT,
      '2026-02-30 10:00:00+00',
      '1e999|1',
      '4.5|99999999999',
      '2026-01-01 00:00:00+00',
    ),
  );
  const id = fc.oneof(fc.uuid(), fc.constantFrom(...MALFORMED_IDS));
  return fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.base64String({ maxLength: 80 }),
    fc.record({ k: key, id }).map(encode),
    fc.jsonValue({ maxDepth: 2 }).map(encode),
    fc.constantFrom(encode('not json'), encode(''), encode('{"k":"x"'), 'a'.repeat(600)),
  );
}

/**
 * One mutation of an object body: `kind` picks what, `r` the field and the value. A valid-looking
 * body is kept as is for 'valid'.
 */
export function mutateObject(schema: JsonSchema, body: Record<string, unknown>, kind: string, r: number): unknown {
  const s = flatten(schema);
  const properties = Object.entries(s.properties ?? {});
  const out: Record<string, unknown> = { ...body };
  const pick = <T>(list: T[]): T => list[r % list.length]!;
  switch (kind) {
    case 'valid':
      return body;
    case 'field': {
      if (properties.length === 0) return pick(WRONG_TYPES);
      const [name, fieldSchema] = pick(properties);
      const nested = flatten(fieldSchema);
      if (nested.type === 'object' && nested.properties && r % 3 === 0) {
        const inner = (typeof out[name] === 'object' && out[name] !== null ? out[name] : {}) as Record<string, unknown>;
        out[name] = mutateObject(nested, inner, 'field', Math.floor(r / 3));
      } else {
        const values = edgeValues(fieldSchema);
        out[name] = values[Math.floor(r / properties.length) % values.length];
      }
      return out;
    }
    case 'missing': {
      const required = s.required ?? [];
      if (required.length > 0) delete out[pick(required)];
      return out;
    }
    case 'extra':
      return {
        ...out,
        ...pick<Record<string, unknown>>([
          { role: 'Admin', isAdminApproved: true, paymentVerified: true },
          { _id: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f', userId: '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f', balance: 1e9 },
          { unknownField: 'x'.repeat(1000) },
          { [`key${NUL_TEXT}`]: 1 },
          { constructor: { prototype: { polluted: true } } },
        ]),
      };
    case 'bad-text': {
      const strings = properties.filter(([, p]) => flatten(p).type === 'string' || flatten(p).anyOf);
      const [name] = strings.length > 0 ? pick(strings) : ['note'];
      out[name] = `${typeof out[name] === 'string' ? out[name] : 'x'}${pick([NUL_TEXT, ...LONE_SURROGATES])}`;
      return out;
    }
    default:
      return pick(WRONG_TYPES);
  }
}

export const BODY_MUTATIONS = [
  'valid',
  'valid',
  'valid',
  'field',
  'field',
  'field',
  'field',
  'missing',
  'extra',
  'bad-text',
  'whole',
] as const;

import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 dialect) that the app's zod schemas produce. */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

export type IdKind = 'user' | 'ticket' | 'remark' | 'work' | 'category';

/**
 * Real values from the fuzz database, so valid-looking input often names real records; `path`
 * is the operation's, to pick ids of the kind it takes.
 */
export type FuzzContext = {
  ids: Record<IdKind, string[]>;
  emails: string[];
  phones: string[];
  categories: string[];
  path?: string;
};

/** Which records an id field names, by its name first, then by the operation's path. */
const ID_KINDS: [RegExp, IdKind][] = [
  [/user|provider|referr/i, 'user'],
  [/remark/i, 'remark'],
  [/ticket|support/i, 'ticket'],
  [/work/i, 'work'],
  [/categor|replacement/i, 'category'],
  [/admin|auth/i, 'user'],
];

export function idsFor(ctx: FuzzContext, name: string): string[] {
  const kind = ID_KINDS.find(([re]) => re.test(name))?.[1] ?? ID_KINDS.find(([re]) => re.test(ctx.path ?? ''))?.[1];
  return kind ? ctx.ids[kind] : Object.values(ctx.ids).flat();
}

/** allOf as the app writes it (a string with two patterns): the most specific part wins. */
export function flatten(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(flatten);
  return { ...schema, allOf: undefined, ...parts[parts.length - 1] };
}

const patterns = new Map<string, fc.Arbitrary<string>>();
/** Strings matching a pattern (building one from a regex is costly: made once per pattern). */
export function matching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = patterns.get(pattern);
  if (!arbitrary) patterns.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return arbitrary;
}

const WORDS = [
  'Tailor',
  'Electrician',
  'Pune',
  'Asha',
  'नमस्ते',
  'plumber',
  'Koramangala',
  'test',
  'A',
  '0',
  'true',
  'null',
];

/**
 * A time on a 30-minute step within the next two days from India's next midnight, as the work
 * request form sends it: whether it falls in the offered hours does not depend on when the test runs.
 */
const futureTime = fc.integer({ min: 0, max: 95 }).map((halfHours) => {
  const day = 86_400_000;
  const ist = 19_800_000;
  const nextIndianMidnight = Math.floor((Date.now() + ist) / day) * day + day - ist;
  return new Date(nextIndianMidnight + halfHours * 1_800_000).toISOString();
});

/** Strings shaped by the field's name where the schema says little (emails, times, passwords). */
function namedString(name: string, schema: JsonSchema, ctx: FuzzContext): fc.Arbitrary<string> | undefined {
  const lower = name.toLowerCase();
  const email = fc.oneof(fc.constantFrom(...ctx.emails), fc.stringMatching(/^[a-z][a-z0-9.]{2,12}@gmail\.com$/));
  const phone = fc.oneof(fc.constantFrom(...ctx.phones), fc.stringMatching(/^[6-9]\d{9}$/));
  if (lower === 'emailorphone') return fc.oneof(email, phone);
  if (lower.includes('email')) return email;
  if (lower.includes('phone') && !schema.pattern) return phone;
  if (lower.includes('password'))
    return fc.oneof(fc.constant('correct-horse-battery'), fc.string({ minLength: 8, maxLength: 20 }));
  if (lower.endsWith('at')) return futureTime;
  if (lower.includes('category')) return fc.oneof(fc.constantFrom(...ctx.categories), fc.constantFrom(...WORDS));
  if (lower === 'month') return fc.constantFrom('January', 'march', '3', '12', 'All');
  if (lower === 'aadharnumber') return fc.constantFrom('234567890124', '2345 6789 0124', '123456789012');
  return undefined;
}

/** Valid-looking values of a schema: what a well-behaved client would send, give or take. */
export function validLooking(schema: JsonSchema, ctx: FuzzContext, name = ''): fc.Arbitrary<unknown> {
  const s = flatten(schema);
  const value = validLookingOf(s, ctx, name);
  return s.nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function validLookingOf(s: JsonSchema, ctx: FuzzContext, name: string): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => validLooking(c, ctx, name)));
  switch (s.type) {
    case 'string': {
      if (s.format === 'binary') return fc.constant({ file: true });
      if (s.format === 'uuid')
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...idsFor(ctx, name)) },
          { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
        );
      if (s.pattern) return matching(s.pattern);
      const named = namedString(name, s, ctx);
      if (named) return named;
      const minLength = s.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
      const words = WORDS.filter((w) => w.length >= minLength && w.length <= maxLength);
      const text = fc.string({ minLength, maxLength });
      return words.length > 0 ? fc.oneof(text, fc.constantFrom(...words)) : text;
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validLooking(s.items ?? {}, ctx, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, validLooking(p, ctx, key)]));
      return fc.record(record, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

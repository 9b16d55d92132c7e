/**
 * The text fields of a multipart form (docs/contract.md §5), written once for both sides. Each form lists its
 * fields and how each travels, beside its schema; the web sends its values with `encodeForm` and
 * the server reads what came with `decodeFields`, then validates that with the same schema.
 * No zod here: the lists and the pairs are plain objects and functions, so a page that imports their
 * module for something else (the web's first page has a size budget) leaves them out of its bundle.
 *
 * How a field travels (its rule):
 * - `text`: trimmed (the schemas trim it too); sent even when empty, which clears a field in an edit;
 * - `verbatim`: as typed (a password, the notice version);
 * - `code`: trimmed and in capitals (a referral code);
 * - `json`: JSON text, its strings trimmed (the address, the categories); an empty one is read as
 *   absent, one that is no JSON is refused (`NotJsonError`);
 * - `boolean`: 'true' or 'false'; anything else is read as sent, for the schema to refuse.
 * A rule ending in `?` is optional: left out when empty, and read as absent when sent empty. A
 * value that is undefined is never sent. Fields not in the list are not read.
 */

type Coding = 'text' | 'verbatim' | 'code' | 'json' | 'boolean';
export type FieldRule = Coding | `${Coding}?`;
export type FormFields = Readonly<Record<string, FieldRule>>;

type Sent<R extends FieldRule> = R extends `json${string}` ? unknown : R extends `boolean${string}` ? boolean : string;
type Read<R extends FieldRule> = R extends `json${string}`
  ? unknown
  : R extends `boolean${string}`
    ? boolean | string
    : string;

/** A form's values as the web sends them (any may be missing: the schema says which must be there). */
export type FormValues<F extends FormFields> = { readonly [K in keyof F]?: Sent<F[K]> | undefined };
/** A form's fields as read back, for its schema to validate. */
export type ReadFields<F extends FormFields> = { [K in keyof F]?: Read<F[K]> };
/** A form's files by field name; a missing one (or null) is not sent. */
export type FormFiles<S extends string> = Readonly<Partial<Record<S, Blob | null | undefined>>>;
/** Called with each JSON field as it is read (the server's edge rule: docs/decisions/009). */
export type JsonCheck = (name: string, value: unknown) => void;

/** A JSON field whose text is no JSON: the server answers 400 NOT_JSON on the field. */
export class NotJsonError extends Error {
  constructor(readonly field: string) {
    super(`${field} is not JSON text`);
    this.name = 'NotJsonError';
  }
}

const codingOf = (rule: FieldRule) => rule.replace('?', '') as Coding;

function trimStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimStrings);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)]));
  }
  return value;
}

function encodeValue(rule: FieldRule, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = (() => {
    switch (codingOf(rule)) {
      case 'text':
        return String(value).trim();
      case 'verbatim':
        return String(value);
      case 'code':
        return String(value).trim().toUpperCase();
      case 'json':
        return JSON.stringify(trimStrings(value));
      case 'boolean':
        return String(value);
    }
  })();
  return text === '' && rule.endsWith('?') ? undefined : text;
}

/** The multipart body of a form: its text fields in the list's order, then its files (streamed after them). */
export function encodeForm<F extends FormFields, S extends string>(
  fields: F,
  slots: readonly S[],
  values: FormValues<F>,
  files: FormFiles<S>,
): FormData {
  const data = new FormData();
  for (const [name, rule] of Object.entries(fields)) {
    const text = encodeValue(rule, (values as Readonly<Record<string, unknown>>)[name]);
    if (text !== undefined) data.append(name, text);
  }
  for (const slot of slots) {
    const file = files[slot];
    if (file) data.append(slot, file);
  }
  return data;
}

/** The text fields of a form as its schema takes them; `check` sees each JSON value once read. */
export function decodeFields<F extends FormFields>(
  fields: F,
  sent: Readonly<Record<string, string>>,
  check?: JsonCheck,
): ReadFields<F> {
  const read: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(fields)) {
    const text = Object.hasOwn(sent, name) ? sent[name] : undefined;
    if (text === undefined || (text === '' && (rule.endsWith('?') || codingOf(rule) === 'json'))) continue;
    switch (codingOf(rule)) {
      case 'json': {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          throw new NotJsonError(name);
        }
        check?.(name, value);
        read[name] = value;
        break;
      }
      case 'boolean':
        read[name] = text === 'true' ? true : text === 'false' ? false : text;
        break;
      default:
        read[name] = text;
    }
  }
  return read as ReadFields<F>;
}

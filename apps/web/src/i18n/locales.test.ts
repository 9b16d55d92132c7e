import * as shared from '@sevak/shared';
import { ERROR_STATUS } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../lib/constants';

/**
 * The words of both languages: a key in one language and not the other fails here, and
 * so does a Hindi text with other {{blanks}} than its English.
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const bundle = (lng: string, ns: string): Tree => files[`./locales/${lng}/${ns}.json`] ?? {};
const namespaces = (lng: string) =>
  Object.keys(files)
    .filter((file) => file.startsWith(`./locales/${lng}/`))
    .map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'))
    .sort();

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

const blanksOf = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Namespaces whose English is in @sevak/shared (keyed by the English words, or by error code). */
const SHARED = ['errors', 'spec'];

describe('the words of every screen', () => {
  const own = namespaces('en');

  it('has the same namespaces in both languages', () => {
    expect(namespaces('hi')).toEqual([...own, ...SHARED].sort());
  });

  it.each(own)('%s: the same keys in Hindi as in English, with the same blanks, none empty', (ns) => {
    const en = flatten(bundle('en', ns));
    const hi = flatten(bundle('hi', ns));
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of hi) {
      expect(text.trim(), `${ns}:${key}`).not.toBe('');
      expect(blanksOf(text), `${ns}:${key}`).toEqual(blanksOf(en.get(key) ?? ''));
    }
  });
});

/**
 * Every text of @sevak/shared a member may see, as `translateText` looks it up: a message object's
 * strings, and a message function called with '{{0}}', '{{1}}'… for its arguments.
 */
function sharedTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      // A text of blanks only ('{{1}}') has no words to translate.
      if (/\p{L}/u.test(value.replace(/\{\{\d+\}\}/g, ''))) texts.set(value, where);
    } else if (typeof value === 'function') {
      try {
        walk(
          (value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, (_, i) => `{{${i}}}`)),
          `${where}()`,
        );
      } catch {
        // Its arguments are not text (a list, a date): translated by the keys written for it.
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
  };
  for (const [name, value] of Object.entries(shared)) {
    if (
      name === 'messages' ||
      /Messages$|_LABELS$|Notices$/.test(name) ||
      ['AUDIT_ACTIONS', 'NOTIFICATION_DEFAULTS', 'MONTHS', 'PRIVACY_NOTICE'].includes(name)
    )
      walk(value, name);
  }
  texts.set(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR_MESSAGE');
  return texts;
}

describe('the texts of @sevak/shared and the API refusals in Hindi', () => {
  const spec = flatten(bundle('hi', 'spec'));

  it('translates every text of @sevak/shared, with its blanks', () => {
    const missing = [...sharedTexts()].filter(([text]) => !spec.has(text)).map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
    for (const [text, hindi] of spec) expect(blanksOf(hindi), text).toEqual(blanksOf(text));
  });

  it('has one sentence for every error code, and nothing else', () => {
    const errors = flatten(bundle('hi', 'errors'));
    expect([...errors.keys()].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const [code, hindi] of errors) expect(hindi.trim(), code).not.toBe('');
  });
});

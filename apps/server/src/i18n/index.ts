import i18next from 'i18next';
import { LANGUAGES, TIME_ZONE, type Language } from '@sevak/shared';
import { en } from './en.js';
import { hi } from './hi.js';

/**
 * The server's words in a member's language: emails, push and their own documents are
 * written in the language of the member who gets them (`users.language`), not the language of
 * whoever caused them. One i18next instance of its own (the web app has another), initialised
 * synchronously from the two resource files: nothing is loaded at run time.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  // Plain text (mail, push, PDF), never HTML; a value is printed as it is, and is never itself
  // read for {{…}} or $t(…) (a member named '{{code}}' stays '{{code}}').
  interpolation: { escapeValue: false, skipOnVariables: true },
  // Keys are paths in en.ts; ':' may appear in none of them, so it is not a namespace separator.
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
});

/** 'notice.walletCredited.title': the path of a text in en.ts. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Paths<typeof en>;

/**
 * A value of a text: printed as it is, except a Date (written in the language's words, India's
 * time: '22 Nov 2026, 12:00 am' / '22 नव॰ 2026, 12:00 am') and a function of the language (a
 * phrase that is itself translated, e.g. a plan's description).
 */
export type TextValue = string | number | Date | ((language: Language) => string);
export type TextValues = Record<string, TextValue>;

/** The text at `key` in `language`, its {{values}} filled in. */
export function translate(language: Language, key: TextKey, values: TextValues = {}): string {
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    filled[name] =
      value instanceof Date ? formatDateTimeIn(language, value) : typeof value === 'function' ? value(language) : value;
  }
  return i18n.t(key, { ...filled, lng: language });
}

/** A function of `translate` for one language (a document's many texts). */
export function translatorFor(language: Language) {
  return (key: TextKey, values?: TextValues) => translate(language, key, values);
}
export type Translator = ReturnType<typeof translatorFor>;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(language: Language, options: Intl.DateTimeFormatOptions, value: Date): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { timeZone: TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * A moment in the language's words, India's time: in English, @sevak/shared's `formatDateTime`
 * exactly. Its locale is one setting for the whole process (`setTimeLocale`, the web app's, for its
 * one reader), so the server names the language of each call here instead.
 */
export function formatDateTimeIn(language: Language, value: Date): string {
  return formatIn(
    language,
    { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
    value,
  );
}

/** A calendar day in India in the language's words: '05 Mar 2026' / '05 मार्च 2026' (`formatDay` in English). */
export function formatDayIn(language: Language, value: Date): string {
  return formatIn(language, { day: '2-digit', month: 'short', year: 'numeric' }, value);
}

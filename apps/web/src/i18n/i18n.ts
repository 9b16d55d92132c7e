import { isLanguage, setTimeLocale, type Language } from '@sevak/shared';
import type { CustomTypeOptions, i18n as I18nextInstance, Namespace, TFunction } from 'i18next';
import type { HindiTexts } from './hindi';
import { use, useMemo, useSyncExternalStore } from 'react';
import common from './locales/en/common.json';

/**
 * The member's language (docs/decisions/020): English, the spec's words, and Hindi.
 * One namespace per feature (`locales/<lng>/<feature>.json`, the same keys in both), each a chunk
 * of its own, loaded with its route's code (`withNamespaces` in routes.tsx); English's `common`
 * (the frame around every page) ships with the first page.
 *
 * Hindi is i18next's (hindi.ts: plurals, interpolation, fallback to English), loaded when Hindi is
 * chosen. English needs none of that machinery — its words are the files' values, with {{blanks}}
 * and one/other plurals — so the first page does without i18next's 21 KB (docs/contract.md §10: 150 KB).
 * `useTranslation` and `t` have i18next's shape and types (keys checked against the English files).
 *
 * Two namespaces hold no English file: their English is already in @sevak/shared.
 * - `spec`: a text of @sevak/shared (a message constant, a schema's message), keyed by its
 *   English words (i18next's natural-language keys) — `translateText`.
 * - `errors`: an API refusal, keyed by its `code` (docs/decisions/012) — `codeText`.
 */

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

type Resources = Record<string, unknown>;

/** The namespaces every page needs: the frame's words and, in Hindi, the texts of @sevak/shared. */
const BASE_NAMESPACES = ['common', 'spec', 'errors'];
const LANGUAGE_KEY = 'sevak.language';

/** This device's choice, else the browser's first language we have (a Hindi phone gets Hindi). */
export function deviceLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage turned off: the browser's language.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Whether this device chose a language itself (not the browser's default). */
export function languageChosenHere(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return false;
  }
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage turned off: chosen for this visit only.
  }
}

// --- English: the files' values -------------------------------------------------------------------

const englishFiles = import.meta.glob<Resources>('./locales/en/*.json', { import: 'default' });
const english = new Map<string, Resources>([
  ['common', common],
  ['spec', {}],
  ['errors', {}],
]);
const englishLoads = new Map<string, Promise<void>>();

function loadEnglish(ns: string): Promise<void> {
  if (english.has(ns)) return Promise.resolve();
  let load = englishLoads.get(ns);
  if (!load) {
    const file = englishFiles[`./locales/en/${ns}.json`];
    load = (file ? file() : Promise.resolve({})).then((resources) => {
      english.set(ns, resources);
    });
    load.catch(() => englishLoads.delete(ns));
    englishLoads.set(ns, load);
  }
  return load;
}

/** The English namespaces loaded so far (Hindi's runtime falls back to them). */
export function englishResources(): Record<string, Resources> {
  return Object.fromEntries(english);
}

const englishPlural = new Intl.PluralRules('en');

function lookup(resources: Resources | undefined, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Resources)[part];
  }
  return node;
}

type Options = Record<string, unknown> & { count?: number; defaultValue?: string; ns?: string };

function englishT(ns: string, key: string, options: Options = {}): string {
  const colon = key.indexOf(':');
  if (colon > 0 && english.has(key.slice(0, colon))) {
    ns = key.slice(0, colon);
    key = key.slice(colon + 1);
  }
  if (typeof options.ns === 'string') ns = options.ns;
  const resources = english.get(ns);
  let value: unknown;
  if (typeof options.count === 'number') {
    value = lookup(resources, `${key}_${englishPlural.select(options.count)}`) ?? lookup(resources, `${key}_other`);
  }
  value ??= lookup(resources, key);
  const text = typeof value === 'string' ? value : (options.defaultValue ?? key);
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (blank, name: string) => {
    const filled = options[name];
    return filled === undefined || filled === null ? blank : String(filled as string | number);
  });
}

// --- Hindi: i18next, loaded when chosen -----------------------------------------------------------

let hindi: I18nextInstance | null = null;
let hindiTexts: HindiTexts | null = null;
let hindiLoad: Promise<I18nextInstance> | null = null;

function loadHindi(): Promise<I18nextInstance> {
  hindiLoad ??= import('./hindi').then(async ({ createHindi, hindiTextsOf }) => {
    hindi = await createHindi(englishResources(), BASE_NAMESPACES);
    hindiTexts = hindiTextsOf(hindi);
    return hindi;
  });
  hindiLoad.catch(() => {
    hindiLoad = null;
  });
  return hindiLoad;
}

// --- The current language -------------------------------------------------------------------------

let language: Language = deviceLanguage();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the screen is in. */
export function currentLanguage(): Language {
  return language;
}

/** `<html lang>` and the date formats follow the language. */
function applyLanguage(): void {
  const tag = `${language}-IN`;
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
  setTimeLocale(tag);
}

/** Namespaces the screen has used so far: a switch to Hindi loads them all before it shows. */
const used = new Set<string>(BASE_NAMESPACES);

function loaded(lng: Language, ns: string): boolean {
  if (!english.has(ns)) return false;
  return lng === 'en' || (hindi !== null && hindi.hasResourceBundle('hi', ns));
}

const loads = new Map<string, Promise<void>>();

/** Loads namespaces in the current language (and English, Hindi's fallback). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  for (const ns of namespaces) used.add(ns);
  const lng = language;
  const missing = namespaces.filter((ns) => !loaded(lng, ns));
  if (missing.length === 0) return Promise.resolve();
  const key = `${lng} ${missing.join(',')}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(missing.map(loadEnglish)).then(async () => {
      if (lng !== 'hi') return;
      const runtime = await loadHindi();
      for (const ns of missing) runtime.addResourceBundle('en', ns, english.get(ns) ?? {}, true, false);
      await runtime.loadNamespaces(missing);
    });
    void load.finally(() => loads.delete(key)).catch(() => undefined);
    loads.set(key, load);
  }
  return load;
}

let started = false;

/** The first words of the start: the frame's, in the device's language. */
export const i18nReady: Promise<void> = loadNamespaces(BASE_NAMESPACES)
  .catch(() => {
    // Hindi did not load (offline, a failed chunk): the app starts in English.
    language = 'en';
    applyLanguage();
  })
  .finally(() => {
    started = true;
  });

/** Whether the first words are here (the start gate waits for them). */
export function i18nStarted(): boolean {
  return started;
}
applyLanguage();

/** Loads what a route's page needs before it shows (route `lazy`, with its code). */
export function withNamespaces<T>(namespaces: string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([page]) => page);
}

/** Switches the language on this device: once its words are here, every screen re-renders in it. */
export async function changeLanguage(next: Language): Promise<void> {
  rememberLanguage(next);
  if (next === language) return;
  const previous = language;
  language = next;
  try {
    await loadNamespaces([...used]);
  } catch (error) {
    language = previous;
    throw error;
  }
  applyLanguage();
  for (const listener of listeners) listener();
}

/** `t` outside React: 'ns:key' or a key of `common`. */
function translate(key: string, options?: Options): string {
  if (language === 'hi' && hindi) return hindi.t(key as never, options as never) as unknown as string;
  return englishT('common', key, options);
}

/** Every namespace with an English file: `i18n.t` takes 'wallet:key' for any of them. */
type Namespaces = (keyof CustomTypeOptions['resources'])[];

/** The i18n object, for code outside components (i18next's shape: `i18n.t('wallet:key')`). */
export const i18n = {
  t: translate as unknown as TFunction<Namespaces>,
  get language(): Language {
    return language;
  },
};

// --- React -----------------------------------------------------------------------------------------

/** The words of one namespace (i18next's `useTranslation` shape); suspends until they are here. */
export function useTranslation<N extends Namespace = 'common'>(ns?: N): { t: TFunction<N>; i18n: typeof i18n } {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const namespace = (ns ?? 'common') as string;
  if (!loaded(lng, namespace)) use(loadNamespaces([namespace]));
  else used.add(namespace);
  const t = useMemo(() => {
    if (lng === 'hi' && hindi) return hindi.getFixedT('hi', namespace as never);
    return (key: string, options?: Options) => englishT(namespace, key, options);
  }, [lng, namespace]);
  return { t: t as unknown as TFunction<N>, i18n };
}

// --- Texts of @sevak/shared and API refusals ------------------------------------------------------

/**
 * A text of @sevak/shared in the member's language: its English words are its key in Hindi's
 * `spec` namespace (hindi.ts `translateText`). Any other text (already translated, a member's own
 * words) comes back as it is; in English, every text does.
 */
export function translateText(text: string): string {
  return language === 'hi' && hindiTexts ? hindiTexts.translateText(text) : text;
}

/**
 * An API refusal's words in the member's language (docs/decisions/012): in Hindi, the server's
 * English message when it is a text of @sevak/shared, else the one sentence of its code; else the
 * English.
 */
export function codeText(code: string, english: string): string {
  return language === 'hi' && hindiTexts ? hindiTexts.codeText(code, english) : english;
}

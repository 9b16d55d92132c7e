import i18next, { type i18n as I18nextInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
// A Devanagari font for a device without one (docs/decisions/028): Noto Sans
// Devanagari's Devanagari subset, regular and bold (Mantine's 500 and 600 take the nearer of the
// two), `font-display: swap`. Declared only once Hindi is chosen, and each file fetched only when
// a text needs it and no system font before it in the theme's list has the letters.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';

/**
 * Hindi's runtime (docs/decisions/020): i18next over the Hindi files, each a chunk of its own,
 * with the English ones loaded so far as its fallback. Loaded only when Hindi is chosen.
 */
const hindiFiles = import.meta.glob<Record<string, unknown>>('./locales/hi/*.json', { import: 'default' });

export async function createHindi(
  english: Record<string, Record<string, unknown>>,
  namespaces: string[],
): Promise<I18nextInstance> {
  const instance = i18next.createInstance();
  await instance
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const file = lng === 'hi' ? hindiFiles[`./locales/hi/${ns}.json`] : undefined;
        return file ? file() : Promise.resolve(english[ns] ?? {});
      }),
    )
    .init({
      lng: 'hi',
      fallbackLng: 'en',
      supportedLngs: ['en', 'hi'],
      ns: namespaces,
      defaultNS: 'common',
      resources: { en: english },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  return instance;
}

/** A `spec` key with blanks ('… at least {{0}} characters long.') as a pattern, and its blanks' numbers. */
type SpecPattern = { key: string; pattern: RegExp; blanks: string[] };

const BLANK = /\{\{(\d+)\}\}/g;

/**
 * The `spec` keys with blanks, as patterns, the one with the most fixed words first (a shorter key
 * may fit a longer text: '{{1}} The amount is back…' fits 'The bank could not pay it: … The amount
 * is back…'). A key of blanks only would fit any text: none is made.
 */
function patternsOf(spec: Record<string, string>): SpecPattern[] {
  const fixedLength = (key: string) => key.replace(BLANK, '').length;
  return Object.keys(spec)
    .filter((key) => key.includes('{{') && /\p{L}/u.test(key.replace(BLANK, '')))
    .sort((a, b) => fixedLength(b) - fixedLength(a))
    .map((key) => ({
      key,
      blanks: [...key.matchAll(BLANK)].map((match) => match[1] ?? ''),
      pattern: new RegExp(
        `^${key
          .split(/\{\{\d+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)')}$`,
        's',
      ),
    }));
}

export type HindiTexts = {
  translateText: (text: string) => string;
  codeText: (code: string, english: string) => string;
};

/**
 * The texts of @sevak/shared in Hindi (i18n.ts `translateText`, `codeText`): their English words
 * are their keys in the `spec` namespace (i18next's natural-language keys); a message with blanks
 * (a function of @sevak/shared, e.g. `passwordShort(min)`) is keyed with {{0}}, {{1}}… in their
 * place and found by pattern. An API refusal whose message is none of them takes its code's one
 * sentence (`errors`, docs/decisions/012).
 */
export function hindiTextsOf(instance: I18nextInstance): HindiTexts {
  // Keys here are texts and codes, not the typed keys of the feature files.
  const runtime = instance as unknown as {
    exists: (key: string, options: object) => boolean;
    t: (key: string, options: object) => string;
    getResourceBundle: (lng: string, ns: string) => Record<string, string> | undefined;
  };
  const options = { ns: 'spec', keySeparator: false, nsSeparator: false } as const;
  let patterns: SpecPattern[] | null = null;

  const translateText = (text: string): string => {
    if (text === '') return text;
    if (runtime.exists(text, options)) return runtime.t(text, options);
    patterns ??= patternsOf(runtime.getResourceBundle('hi', 'spec') ?? {});
    for (const { pattern, key, blanks } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      // Each value under its blank's number: a key's blanks need not start at {{0}}.
      return runtime.t(key, { ...options, ...Object.fromEntries(blanks.map((name, i) => [name, match[i + 1]])) });
    }
    return text;
  };

  return {
    translateText,
    codeText: (code, english) => {
      const viaText = translateText(english);
      if (viaText !== english) return viaText;
      return runtime.exists(code, { ns: 'errors' }) ? runtime.t(code, { ns: 'errors' }) : english;
    },
  };
}

/**
 * The languages a member reads Sevak in: English (the spec's words) and Hindi. The web
 * app's choice, remembered per device; the profile's, for emails and push (PUT /auth/language).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** PUT /auth/language refuses any other value with this message. */
export const languageMessages = {
  unknown: 'Choose a language Sevak offers: en (English) or hi (Hindi).',
} as const;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

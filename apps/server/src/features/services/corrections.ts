import { distance } from 'fastest-levenshtein';
import type { DbOrTx } from '../../platform/db.js';
import { otherPlaceNames, placeNames } from './place-names.js';
import { findCategoryNames, findPlaceNames } from './services.repo.js';

/**
 * Search's second try: when a search finds nobody, a mistyped service
 * ('Plumbr') or place ('Bengalru') is corrected to the nearest name search knows — a category,
 * a district, state or provider's city, an old or new name of a place — by edit distance
 * (fastest-levenshtein), and the page says 'Showing results for …'.
 */

/** What search knows, in lower case, each with the spelling to show. */
export type Vocabulary = {
  /** Category names and each of their words ('ac repair', 'ac', 'repair'). */
  services: Map<string, string>;
  /** Districts, states, providers' cities, and every name of a renamed place. */
  places: Map<string, string>;
};

function addTerm(map: Map<string, string>, shown: string) {
  const key = shown.trim().replace(/\s+/g, ' ').toLowerCase();
  if (key && !map.has(key)) map.set(key, shown.trim().replace(/\s+/g, ' '));
}

export function buildVocabulary(categoryNames: readonly string[], places: readonly string[]): Vocabulary {
  const services = new Map<string, string>();
  for (const name of categoryNames) {
    addTerm(services, name);
    for (const word of name.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) addTerm(services, word);
  }
  const placeMap = new Map<string, string>();
  for (const name of [...places, ...otherPlaceNames()]) addTerm(placeMap, name);
  return { services, places: placeMap };
}

/** Edits a typo may take: none under 4 letters (too many short words are near each other). */
function allowedEdits(typed: string): number {
  if (typed.length < 4) return 0;
  return typed.length <= 5 ? 1 : 2;
}

/** The known term nearest to `typed` within its allowed edits (the first of equals), or undefined. */
export function nearestTerm(typed: string, known: Iterable<string>): string | undefined {
  const allowed = allowedEdits(typed);
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const term of known) {
    if (Math.abs(term.length - typed.length) >= bestDistance) continue;
    const d = distance(typed, term);
    if (d < bestDistance) {
      best = term;
      bestDistance = d;
    }
  }
  return best;
}

/** A word search matches as it is: the start of a known term (search matches prefixes). */
function isKnownWord(word: string, known: Iterable<string>): boolean {
  for (const term of known) if (term.startsWith(word)) return true;
  return false;
}

/** The words of `q` with each unknown word replaced by the nearest known one; undefined when none changed. */
export function correctWords(q: string, vocabulary: Vocabulary): string | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const known = [...vocabulary.services.keys(), ...vocabulary.places.keys()];
  let changed = false;
  const corrected = words.map((word) => {
    if (/^\d+$/.test(word) || isKnownWord(word, known)) return word;
    const nearest = nearestTerm(word, known);
    if (nearest === undefined) return word;
    changed = true;
    return nearest;
  });
  return changed ? corrected.join(' ') : undefined;
}

/** The known place nearest to the one typed, as it is spelled; undefined for a known place or a pincode. */
export function correctPlace(place: string, vocabulary: Vocabulary): string | undefined {
  const typed = place.trim().replace(/\s+/g, ' ').toLowerCase();
  if (/^\d{6}$/.test(typed) || placeNames(typed).some((name) => vocabulary.places.has(name))) return undefined;
  const nearest = nearestTerm(typed, vocabulary.places.keys());
  return nearest === undefined ? undefined : vocabulary.places.get(nearest);
}

/** How long a vocabulary is kept: a new category or provider city is known within a minute. */
const VOCABULARY_TTL_MS = 60_000;
const cache = new WeakMap<object, { at: number; vocabulary: Promise<Vocabulary> }>();

/** The vocabulary of this database, read at most once a minute (only searches that find nobody ask). */
export function vocabularyOf(db: DbOrTx, now = Date.now()): Promise<Vocabulary> {
  const cached = cache.get(db);
  if (cached && now - cached.at < VOCABULARY_TTL_MS) return cached.vocabulary;
  const vocabulary = Promise.all([findCategoryNames(db), findPlaceNames(db)]).then(([names, places]) =>
    buildVocabulary(names, places),
  );
  // A failed read is not kept: the next search tries again.
  vocabulary.catch(() => cache.delete(db));
  cache.set(db, { at: now, vocabulary });
  return vocabulary;
}

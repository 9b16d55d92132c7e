import type { SearchFilters } from '@sevak/shared';
import { useCallback, useState } from 'react';

/**
 * The "Where?" of a service search (docs/contract.md §5c "Search"), the same on the home page and
 * on /servises: a place by name, a 6-digit pincode (distance from its centroid) or the browser's
 * location ("Near me").
 */

/** The browser's location as the search sends it: degrees rounded to 3 decimals (~100 m, docs/decisions/035). */
export type Here = { lat: string; lng: string };

/** What the Where? field holds: typed text, or the browser's location (the text is then unused). */
export type Where = { text: string; here: Here | null };

export const NO_WHERE: Where = { text: '', here: null };

/**
 * A pincode, as PINCODE_PATTERN of @sevak/shared: written out here because that constant's module
 * holds the registration schemas, and importing it would put zod on the home page (docs/contract.md
 * §10: the first page ships ≤ 150 KB).
 */
const PINCODE = /^[1-9]\d{5}$/;

type WhereFilters = Pick<SearchFilters, 'place' | 'near' | 'lat' | 'lng'>;

/** A degree rounded to 3 decimals, as text: 12.93456 → '12.935'. */
export function roundDegrees(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** The search's place filters for the field: the browser's location, a pincode to measure from, or a place by name. */
export function whereFilters(where: Where): WhereFilters {
  if (where.here) return { place: '', near: '', lat: where.here.lat, lng: where.here.lng };
  const text = where.text.trim();
  if (PINCODE.test(text)) return { place: '', near: text, lat: '', lng: '' };
  return { place: text, near: '', lat: '', lng: '' };
}

/** The field for a search's filters (the URL's): the inverse of `whereFilters`. */
export function whereOf(filters: WhereFilters): Where {
  if (filters.lat && filters.lng) return { text: '', here: { lat: filters.lat, lng: filters.lng } };
  return { text: filters.near || filters.place, here: null };
}

/** Why no location came: the person (or the browser's settings) refused it, or none could be had. */
export type NearMeProblem = 'denied' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED (a constant of the error, absent from a stub's). */
const PERMISSION_DENIED = 1;

/**
 * Asks the browser once for its location (navigator.geolocation). Coarse and possibly cached for
 * 5 minutes: a pincode's precision is all the search uses, and a phone answers faster without GPS.
 */
export function useNearMe() {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<NearMeProblem | null>(null);

  const locate = useCallback((onFound: (here: Here) => void) => {
    setProblem(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ lat: roundDegrees(coords.latitude), lng: roundDegrees(coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);

  const clearProblem = useCallback(() => setProblem(null), []);
  return { locate, locating, problem, clearProblem };
}

import { useState } from 'react';

/**
 * A draft that follows `value` whenever `key` (what it stands for) changes: Back/Forward, a new
 * link. It follows the URL as the page draws it: a URL the page never drew (Back pressed in the
 * instant before a new search shows) leaves the words typed for it in place.
 */
export function useDraftFrom<T>(value: T, key: string) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

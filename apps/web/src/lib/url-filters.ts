import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's filters kept in the URL (shareable, kept by Back and refresh): `parse` reads them,
 * `set` writes one (an empty value is left out), `reset` clears them all. Changes replace the
 * history entry rather than adding one per keystroke.
 */
export function useUrlFilters<T>(parse: (params: URLSearchParams) => T) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const set = (key: keyof T & string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, set, reset, setParams };
}

import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's filters kept in the URL (shareable, kept by Back and refresh): `parse` reads them,
 * `set` writes one (an empty value is left out), `update` several, `reset` clears them all. Changes replace the
 * history entry rather than adding one per keystroke.
 *
 * Each change starts from the last one written, not from the last render: the router renders a
 * navigation as a transition, so on a busy phone a second filter changed before that render (two
 * dates typed one after the other) would otherwise drop the first.
 */
export function useUrlFilters<T>(parse: (params: URLSearchParams) => T) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const filters = useMemo(() => parse(params), [parse, params]);
  const write = (next: URLSearchParams) => {
    latest.current = next;
    setParams(next, { replace: true });
  };
  const set = (key: keyof T & string, value: string) => {
    const next = new URLSearchParams(latest.current);
    if (value.trim()) next.set(key, value);
    else next.delete(key);
    write(next);
  };
  /** Several filters at once, over the last ones written; `toParams` writes the whole set. */
  const update = (change: Partial<T>, toParams: (filters: T) => URLSearchParams) =>
    write(toParams({ ...parse(latest.current), ...change }));
  const reset = () => write(new URLSearchParams());
  return { filters, set, update, reset };
}

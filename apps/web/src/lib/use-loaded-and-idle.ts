import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the main thread is idle: work the first screen does not need
 * (the service worker's registration and the shell it precaches, app/app.tsx; the search's
 * calendar, features/services) waits for that, as web.dev advises for service workers, instead
 * of competing with the first page's code, data and render for a phone's network and CPU (Total
 * Blocking Time, docs/contract.md §10).
 */
export function useLoadedAndIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const whenIdle = () => {
      handle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setIdle(true), { timeout: 3000 })
          : window.setTimeout(() => setIdle(true), 500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return idle;
}

import { useDeferredValue, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { i18nReady, i18nStarted } from '../i18n/i18n';
import { useSession } from '../lib/session';
import { START_LOADER_MS } from '../lib/constants';
import { takeFlash } from '../lib/flash';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify';

const STARTED_KEY = 'sevak.started';

/**
 * The start loader's minimum time, from navigation start: the spec's 2 s on this device's first
 * visit; none on a returning one (the app has started here before) or in the installed app, where
 * it ends as soon as the page is ready (19). Marks this start for the next visit.
 */
export function startLoaderMs(): number {
  // Opened from the home screen (the installed app): it has started on this device before.
  if (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) return 0;
  try {
    if (localStorage.getItem(STARTED_KEY)) return 0;
    localStorage.setItem(STARTED_KEY, '1');
  } catch {
    // Storage turned off: every visit is a first one.
  }
  return START_LOADER_MS;
}

function remainingStartTime(minimumMs: number): number {
  return Math.max(0, minimumMs - performance.now());
}

/**
 * The start gate (docs/product-spec.md §2): the start loader is index.html's own markup (#sevak-start, outside
 * React's root), painted before any script or stylesheet arrives. It stays until `minimumMs` from
 * navigation start has passed, the session is known (docs/product-spec.md §4: while it loads nothing of the app
 * renders), the words of the member's language have loaded and the router has the first page's code (route `lazy`), so the app appears whole,
 * without a blank frame; then the gate shows the app and removes the loader in the same frame.
 * That first render of the whole app is a deferred one: React renders it in slices of a few
 * milliseconds, so a slow phone's main thread stays free for taps (Total Blocking Time),
 * and the loader stays until the render is done.
 */
export function StartGate({
  children,
  router,
  minimumMs = START_LOADER_MS,
}: {
  children: ReactNode;
  router: DataRouter;
  minimumMs?: number;
}) {
  const session = useSession();
  // False until the first location's route `lazy` has loaded (or failed: the route error shows).
  const routerReady = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  const [timeUp, setTimeUp] = useState(() => remainingStartTime(minimumMs) === 0);
  // The words of the frame in the member's language (and in Hindi, the texts of @sevak/shared).
  const [wordsLoaded, setWordsLoaded] = useState(i18nStarted);

  useEffect(() => {
    if (wordsLoaded) return;
    let live = true;
    void i18nReady.finally(() => {
      if (live) setWordsLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [wordsLoaded]);

  useEffect(() => {
    if (timeUp) return;
    const timer = setTimeout(() => setTimeUp(true), remainingStartTime(minimumMs));
    return () => clearTimeout(timer);
  }, [timeUp, minimumMs]);

  const ready = useDeferredValue(timeUp && wordsLoaded && !session.isLoading && routerReady);

  useLayoutEffect(() => {
    if (ready) document.getElementById('sevak-start')?.remove();
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    const flash = takeFlash();
    if (!flash) return;
    if (flash.kind === 'success') notifySuccess(flash.message);
    else if (flash.kind === 'error') notifyError(flash.message);
    else notifyInfo(flash.message);
  }, [ready]);

  return ready ? children : null;
}

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { useSession } from '../lib/session';
import { APP_NAME, START_LOADER_MS } from '../lib/constants';
import { takeFlash } from '../lib/flash';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify';

/**
 * The start loader (spec §2): on screen for 2 s from navigation start, until the session is
 * known (spec §4: while it loads nothing of the app renders) and until the router has the first
 * page's code (route `lazy`), so the app appears whole, without a blank frame. It looks exactly
 * like the static loader in index.html, which paints before any JavaScript arrives.
 */
export function StartLoader() {
  return (
    <div className="sevak-start" role="status" aria-live="polite">
      <div className="sevak-start__mark" aria-hidden="true">
        S
      </div>
      <p className="sevak-start__name">{APP_NAME}</p>
      <p className="sevak-start__tagline">Trusted local services, verified</p>
      <div className="sevak-start__bar" aria-hidden="true" />
      <span className="sevak-start__sr">Loading {APP_NAME}…</span>
    </div>
  );
}

function remainingStartTime(minimumMs: number): number {
  return Math.max(0, minimumMs - performance.now());
}

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

  useEffect(() => {
    if (timeUp) return;
    const timer = setTimeout(() => setTimeUp(true), remainingStartTime(minimumMs));
    return () => clearTimeout(timer);
  }, [timeUp, minimumMs]);

  const ready = timeUp && !session.isLoading && routerReady;

  useEffect(() => {
    if (!ready) return;
    const flash = takeFlash();
    if (!flash) return;
    if (flash.kind === 'success') notifySuccess(flash.message);
    else if (flash.kind === 'error') notifyError(flash.message);
    else notifyInfo(flash.message);
  }, [ready]);

  return ready ? children : <StartLoader />;
}

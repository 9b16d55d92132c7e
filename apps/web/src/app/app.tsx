import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { useLoadedAndIdle } from '../lib/use-loaded-and-idle';
import { AppProviders, TranslatedLabels } from './providers';
import { StartGate } from './start-gate';

/** The service worker's update prompt: the built app only, loaded when a new version waits (below). */
const LazyPwaUpdate = lazy(() => import('./pwa-update').then((m) => ({ default: m.PwaUpdate })));
const withServiceWorker = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the service worker once the page has loaded and is idle; the update prompt's code
 * (pwa-update.tsx) loads only when a new version is waiting, so a first visit carries just the
 * registration.
 */
function ServiceWorker() {
  const idle = useLoadedAndIdle();
  const [update, setUpdate] = useState<{ activate: () => void } | null>(null);
  // Already registered: the prompt is handed the waiting version as its registration's offer.
  const offerUpdate = useCallback(
    (offer: (activate: () => void) => void) => {
      if (update) offer(update.activate);
    },
    [update],
  );
  useEffect(() => {
    if (!idle) return;
    void import('./service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker((activate) => setUpdate({ activate })),
    );
  }, [idle]);
  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <LazyPwaUpdate register={offerUpdate} />
    </Suspense>
  );
}

type AppProps = {
  router: DataRouter;
  queryClient: QueryClient;
  /** Tests: no start delay, no Mantine transitions/portals. */
  env?: 'default' | 'test';
  startLoaderMs?: number;
};

export function App({ router, queryClient, env = 'default', startLoaderMs }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} env={env}>
      <StartGate router={router} minimumMs={startLoaderMs}>
        <TranslatedLabels>
          <RouterProvider router={router} />
        </TranslatedLabels>
        {env === 'default' && withServiceWorker ? <ServiceWorker /> : null}
      </StartGate>
    </AppProviders>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders, TranslatedLabels } from './providers';
import { StartGate } from './start-gate';

/** The service worker and its update prompt: the built app only, loaded once it has started. */
const LazyPwaUpdate = lazy(() => import('./pwa-update').then((m) => ({ default: m.PwaUpdate })));
const withServiceWorker = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

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
        {env === 'default' && withServiceWorker ? (
          <Suspense fallback={null}>
            <LazyPwaUpdate />
          </Suspense>
        ) : null}
      </StartGate>
    </AppProviders>
  );
}

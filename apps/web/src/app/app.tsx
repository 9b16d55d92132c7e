import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers';
import { StartGate } from './start-gate';

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
        <RouterProvider router={router} />
      </StartGate>
    </AppProviders>
  );
}

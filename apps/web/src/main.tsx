import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute, routes } from './app/routes';
import { sessionQueryOptions } from './lib/session';

const queryClient = createQueryClient();
// Ask for the session and the first page's code at once, while the start loader shows.
void queryClient.prefetchQuery(sessionQueryOptions);
preloadRoute(window.location.pathname);

const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);

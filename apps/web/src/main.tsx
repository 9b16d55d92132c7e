// Mantine's global styles; each component's own come with its code (vite-plugins.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createRoutes, patchRoutesFor } from './app/routes';
import { startLoaderMs } from './app/start-gate';
import { currentLanguage } from './i18n/i18n';
import { categoryLabelsQuery } from './lib/categories';
import { sessionQuery } from './lib/session';

const queryClient = createQueryClient();
// Ask for the session and the first page's code at once, while the start loader shows: creating
// the router starts loading the code of the routes that match the URL (their route `lazy`), then
// runs their loaders (a page's data).
void queryClient.prefetchQuery(sessionQuery());
// In Hindi, the category names (the home tiles' too) come with the category list: asked for at once.
if (currentLanguage() === 'hi') void queryClient.prefetchQuery(categoryLabelsQuery('hi'));
const routes = createRoutes(queryClient);
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchRoutesFor(routes) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} startLoaderMs={startLoaderMs()} />
  </StrictMode>,
);

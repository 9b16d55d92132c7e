import path from 'node:path';
// Its source file: the config runs in Node, which cannot load the package's TypeScript entry.
import { paths } from '../../packages/shared/src/paths.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import {
  entryChunks,
  loadedWithEntry,
  mantineStylesPerComponent,
  routePages,
  stylesheetsAfterLoader,
} from './vite-plugins.ts';

export default defineConfig({
  plugins: [
    react(),
    mantineStylesPerComponent(),
    entryChunks(),
    stylesheetsAfterLoader(),
    routePages({
      routesFiles: ['src/app/routes.tsx', 'src/app/member-routes.tsx', 'src/app/back-office/routes.tsx'].map((file) =>
        path.resolve(import.meta.dirname, file),
      ),
      paths,
    }),
    installableApp(),
    // Brotli and gzip copies next to each asset, served as-is by the API process
    // (@fastify/static preCompressed): phones download a third of the bytes, at no CPU per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        // Everything the entry imports statically is one file: index.html loads all of it anyway,
        // and each file more is a request more on a phone's slow connection.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
        // The back office's chunks are named admin-*: see modulePreload below. Its shell is
        // app/back-office/, its screens each feature's admin/ folder.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId &&
          /[\\/](features[\\/][\w-]+[\\/]admin|app[\\/]back-office)[\\/]/.test(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
    modulePreload: {
      // An admin page preloads nothing: its imports load when it runs (one more round trip, on a
      // back-office screen). Their lists would otherwise sit in the first page's code, which every
      // visitor downloads on a phone (docs/contract.md §10: 150 KB).
      // A lazy chunk's list leaves out what index.html already loaded with the entry.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : /(^|\/)admin-/.test(filename)
            ? []
            : deps.filter((dep) => !loadedWithEntry.has(dep)),
      // No polyfill on the first page: every browser the app supports preloads modules itself
      // (Chrome/Android WebView 66+, Safari 17+, Firefox 115+); an older one just loads them when
      // imported, a little later.
      polyfill: false,
    },
  },
});

/**
 * The installable app (docs/decisions/020): the web app manifest and a Workbox service
 * worker (/sw.js, scope /). It precaches the app shell — the entry's code and styles, the home
 * page's, the offline page, the icons — and keeps every other hashed asset once used (they never
 * change). A page asked for while the network is down gets /offline.html. Nothing under /api/ is
 * ever cached (no route for it: those requests go to the network untouched), nor any page, which
 * holds the session. Push's /firebase-messaging-sw.js has a scope of its own (push.ts).
 * The app registers the worker itself, after the start, and asks before updating (pwa-update.tsx,
 * service-worker.ts).
 */
function installableApp() {
  const shell =
    /^(assets\/(index|home-page|home|start|rolldown-runtime)-[\w-]+\.(js|css)|offline\.html|favicon\.svg|icons\/.+\.png)$/;
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    // The icons are in the glob below already.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Sevak — verified local services',
      short_name: 'Sevak',
      // The Hindi name (the manifest's localised members; browsers without them show the English).
      name_localized: { hi: 'सेवक — भरोसेमंद स्थानीय सेवाएँ' },
      short_name_localized: { hi: 'सेवक' },
      description:
        'Find verified local service providers across India — plumbers, electricians, tailors, tutors and more.',
      lang: 'en-IN',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#4263eb',
      background_color: '#ffffff',
      categories: ['business', 'lifestyle', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    } as Partial<ManifestOptions>,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // Only the shell: the rest is cached as it is used (below).
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => shell.test(entry.url)), warnings: [] }),
      ],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Pages: always the network's (the session decides what they show); offline, the offline page.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // Hashed code and styles: a file's name changes with its content, so a copy is good forever.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'sevak-assets',
            expiration: { maxEntries: 200, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

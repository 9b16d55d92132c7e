import path from 'node:path';
// Its source file: the config runs in Node, which cannot load the package's TypeScript entry.
import { paths } from '../../packages/shared/src/paths.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
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
    routePages({ routesFile: path.resolve(import.meta.dirname, 'src/app/routes.tsx'), paths }),
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
        // and each file more is a request more on a phone's slow connection (issue 18).
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
        // The back office's chunks are named admin-*: see modulePreload below. Its pages in other
        // features (routes/admin-*.tsx, e.g. All Tickets) too.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId &&
          /[\\/](features[\\/]admin|features[\\/][\w-]+[\\/]routes[\\/]admin-|app[\\/]shell[\\/]admin-layout)/.test(
            chunk.facadeModuleId,
          )
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
    modulePreload: {
      // An admin page preloads nothing: its imports load when it runs (one more round trip, on a
      // back-office screen). Their lists would otherwise sit in the first page's code, which every
      // visitor downloads on a phone (DESIGN §10: 150 KB).
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

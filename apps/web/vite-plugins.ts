// The build's own steps for the first paint and the first page (docs/decisions/019).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Mantine's stylesheet per component: each component module of @mantine/core that holds class
 * names (`<Name>.module.mjs`) imports that component's own stylesheet, so the CSS lands in the
 * chunk of the code that uses it, and a lazy page's CSS loads with its code (Vite shows the page
 * only once it has). Chunks' stylesheets arrive in any order, so each Mantine stylesheet is put in
 * its own cascade layer, `mantine.<Name>`, and index.html declares those layers first, in the order
 * of Mantine's styles.css (a component after the ones it is built on): the cascade follows that
 * order whatever the order of the files. The app's own CSS, in no layer, comes above them all.
 */
export function mantineStylesPerComponent(): Plugin {
  const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/](\w+)\.module\.mjs$/;
  const stylesheet = /[\\/]@mantine[\\/](?:core[\\/]styles[\\/]([\w-]+)|(dates|notifications)[\\/]styles)\.css$/;
  const layerOf = (id: string) => {
    const match = stylesheet.exec(id);
    return match && (match[1] ?? match[2]);
  };
  return {
    name: 'sevak:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const component = classNamesModule.exec(id)?.[1];
      if (component) return `${code}\nimport '@mantine/core/styles/${component}.css';\n`;
      const layer = layerOf(id);
      return layer ? `@layer mantine.${layer} {\n${code}\n}\n` : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The layers of the stylesheets in the bundle (all of Mantine's when serving for dev).
        const used = new Set<string>();
        for (const chunk of Object.values(bundle ?? {})) {
          if (chunk.type === 'chunk') for (const id of chunk.moduleIds) used.add(layerOf(id) ?? '');
        }
        const layers = mantineLayerOrder().filter((layer) => !bundle || used.has(layer));
        return [{ tag: 'style', children: `@layer ${layers.map((l) => `mantine.${l}`).join(',')};`, injectTo: 'head' }];
      },
    },
  };
}

/** Mantine's stylesheets in the order of its styles.css (which is all of them, one after the other), then @mantine/dates' and @mantine/notifications'. */
function mantineLayerOrder(): string[] {
  const require = createRequire(import.meta.url);
  const all = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
  const folder = path.dirname(require.resolve('@mantine/core/styles/baseline.css'));
  const positions = readdirSync(folder)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const start = readFileSync(path.join(folder, file), 'utf8').trim().slice(0, 300);
      const at = all.indexOf(start);
      if (at < 0) throw new Error(`mantine styles: ${file} is not in styles.css`);
      return { layer: file.slice(0, -'.css'.length), at };
    });
  return [...positions.sort((a, b) => a.at - b.at).map((p) => p.layer), 'dates', 'notifications'];
}

/**
 * The chunks the entry imports statically, which index.html loads before any page: filled in
 * when the bundle is complete, before Vite writes the lazy pages' preload lists (which need not
 * name them again: bytes of the first page) and before routePages reads it.
 */
export const loadedWithEntry = new Set<string>();

export function entryChunks(): Plugin {
  return {
    name: 'sevak:entry-chunks',
    generateBundle(_options, bundle) {
      loadedWithEntry.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (loadedWithEntry.has(fileName) || chunk?.type !== 'chunk') return;
        loadedWithEntry.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
}

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * The start loader paints before any stylesheet arrives: its CSS is inline in index.html, and the
 * app's stylesheets move from <head>, where they would hold back the first paint, to the end of
 * <body>, where they hold back only the scripts (module scripts wait for them: the app never
 * renders unstyled). The stylesheets of lazy code follow them, at the end of <body> too, so the
 * cascade keeps the order of the imports (Vite's preload helper would put them in <head>, before
 * the app's own).
 */
export function stylesheetsAfterLoader(): Plugin {
  const helperAppend = 'document.head.appendChild(link)';
  return {
    name: 'sevak:stylesheets-after-loader',
    transform(code, id) {
      if (id !== '\0vite/preload-helper.js') return null;
      if (!code.includes(helperAppend)) throw new Error(`Vite's preload helper no longer has ${helperAppend}`);
      return code.replace(helperAppend, 'document.body.appendChild(link)');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET_LINK) ?? [];
        return html
          .replace(STYLESHEET_LINK, '')
          .replace('</body>', `${links.map((l) => l.trim()).join('\n')}\n</body>`);
      },
    },
  };
}

/**
 * One index.html per page route with that page's code preloaded: `pages/<path>.html` (`/` is
 * pages/index.html), which the server sends for that path. Without it the page's chunks load
 * only once the entry script has run and the router asked for them; with it they load alongside.
 * The routes are read from the route tables' text (app/routes.tsx, app/member-routes.tsx,
 * app/back-office/routes.tsx):
 * `path: paths.x, lazy: () => import('…')`, or `lazy: withNamespaces(['ns', …], () => import('…'))`,
 * whose English words are preloaded too.
 * A back-office page's file preloads the admin layout's code and words too (the dashboard is the
 * layout's index route): an admin page's chunks carry no preload list (vite.config.ts), so without
 * this each level of its imports would wait for the one above (ten round trips on a busy machine).
 * Stylesheets go after index.html's (end of <body>), in import order.
 */
export function routePages({ routesFiles, paths }: { routesFiles: string[]; paths: Record<string, unknown> }): Plugin {
  const routeRE =
    /path:\s*paths\.([\w.]+),\s*lazy:\s*(?:withNamespaces\(\[([^\]]*)\],\s*)?\(\)\s*=>\s*import\('([^']+)'\)/g;
  const adminLayoutRE = /lazy:\s*withNamespaces\(\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']*admin-layout)'\)/;
  const adminDashboardRE = /index:\s*true,\s*lazy:\s*\(\)\s*=>\s*import\('([^']*admin[^']*dashboard-page)'\)/;
  const i18nFolder = path.resolve(import.meta.dirname, 'src/i18n/locales/en');
  return {
    name: 'sevak:route-pages',
    enforce: 'post',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route pages: no index.html in the bundle');
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const inIndex = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));
      // Each route's module as an absolute path (without extension), from the table that names it.
      const routes: [key: string, namespaces: string, source: string, table: string][] = [];
      let layout: [namespaces: string, source: string] | undefined;
      for (const routesFile of routesFiles) {
        const table = readFileSync(routesFile, 'utf8');
        const from = (specifier: string) => path.resolve(path.dirname(routesFile), specifier);
        for (const [, key = '', namespaces = '', specifier = ''] of table.matchAll(routeRE)) {
          routes.push([key, namespaces, from(specifier), routesFile]);
        }
        const layoutMatch = adminLayoutRE.exec(table);
        if (layoutMatch) layout = [layoutMatch[1] ?? '', from(layoutMatch[2] ?? '')];
        const dashboard = adminDashboardRE.exec(table);
        if (dashboard) routes.push(['admin.dashboard', '', from(dashboard[1] ?? ''), routesFile]);
      }
      if (routes.length === 0 || !layout || !routes.some(([key]) => key === 'admin.dashboard'))
        throw new Error(`route pages: routes not found in ${routesFiles.join(', ')}`);
      const chunkOf = (source: string) => chunks.find((c) => c.facadeModuleId?.replace(/\.[jt]sx?$/, '') === source);
      for (const [key, pageNamespaces, source, routesFile] of routes) {
        const pathname = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], paths);
        const page = chunkOf(source);
        const frame = key.startsWith('admin.') ? chunkOf(layout[1]) : undefined;
        if (typeof pathname !== 'string' || !page || (key.startsWith('admin.') && !frame)) {
          throw new Error(`route pages: ${key} → ${source} not found`);
        }
        const namespaces = frame ? `${layout[0]},${pageNamespaces}` : pageNamespaces;
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || loadedWithEntry.has(fileName) || scripts.includes(fileName)) return;
          scripts.push(fileName);
          chunk.imports.forEach(visit);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!inIndex.has(css)) styles.push(css);
        };
        // A route table of its own (the member pages', the back office's: routes.tsx `patchRoutesFor`).
        const table = chunkOf(routesFile.replace(/\.[jt]sx?$/, ''));
        if (table) visit(table.fileName);
        if (frame) visit(frame.fileName);
        visit(page.fileName);
        for (const ns of namespaces.matchAll(/'([\w-]+)'/g)) {
          const words = chunks.find((c) => c.facadeModuleId === path.join(i18nFolder, `${ns[1]}.json`));
          if (words) visit(words.fileName);
        }
        const head = scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n');
        const body = styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n');
        this.emitFile({
          type: 'asset',
          fileName: `pages${pathname === '/' ? '/index' : pathname}.html`,
          source: html.replace('</head>', `${head}\n</head>`).replace('</body>', `${body}\n</body>`),
        });
      }
    },
  };
}

// Bundles the server and its migrate script (with @sevak/shared) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@sevak/shared');

await build({
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'scripts/migrate': 'src/scripts/migrate.ts',
    'scripts/create-database': 'src/scripts/create-database.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js, dist/worker.js, dist/scripts/migrate.js and create-database.js');

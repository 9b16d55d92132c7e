// The server's feature boundaries (docs/architecture.md, "The parts and the arrows"): a feature is
// used by others (other features and the composition root: app.ts, jobs.ts, server.ts, scripts) only
// through its public face, features/<f>/index.ts, and the features form no cycle.
// Tests are left out: a test may set up its data through any feature's internals.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-public-face',
      severity: 'error',
      comment:
        "A feature (or app.ts, the jobs, a script) uses another feature only through that feature's index.ts, its public face, never its repo, service or other files: export what is needed from the other feature's index.ts.",
      from: { path: '^apps/server/src/(features/([^/]+)/|(?!features/))' },
      to: {
        path: '^apps/server/src/features/[^/]+/',
        pathNot: ['^apps/server/src/features/$2/', '^apps/server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment:
        'Features form no cycle: when two features need each other, move what both need down (to a feature both use, or to platform/), or let the composition root (app.ts, jobs.ts) wire them.',
      scope: 'folder',
      from: { path: '^apps/server/src/features/[^/]+' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/server/src/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};

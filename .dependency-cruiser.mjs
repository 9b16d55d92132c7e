import { readdirSync } from 'node:fs';

// The server's feature boundaries (docs/architecture.md, "The parts and the arrows"): a feature is
// used by others (other features and the composition root: app.ts, jobs.ts, server.ts, scripts) only
// through its public face, features/<f>/index.ts, and the features form no cycle.
// Tests are left out: a test may set up its data through any feature's internals.
//
// The layers of docs/architecture.md ("The features and who uses whom"): a feature uses features of
// its own layer or below. A new feature joins one of these lists.
const RECORD = ['members', 'documents', 'audit', 'notifications', 'ledger', 'categories', 'location', 'texts'];
// prettier-ignore
const DOMAIN = [
  'ekyc', 'wallet', 'referrals', 'payments', 'withdrawals', 'investments', 'support', 'work',
  'services', 'rate-card', 'availability', 'remarks', 'privacy', 'outbox', 'dashboard', 'health',
  'settlements', 'conversations', 'invoices',
];
const JOURNEYS = ['auth', 'registration', 'users', 'data-export'];
const features = (names) => `^apps/server/src/features/(${names.join('|')})/`;

const unplaced = readdirSync(new URL('./apps/server/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...RECORD, ...DOMAIN, ...JOURNEYS].includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0) {
  throw new Error(`Put each server feature in a layer in .dependency-cruiser.mjs: ${unplaced.join(', ')}`);
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-layers',
      severity: 'error',
      comment:
        'A feature uses features of its own layer or below (record < domain < journeys, docs/architecture.md): move what a lower feature needs down, or let the composition root wire it.',
      from: { path: features(RECORD) },
      to: { path: features([...DOMAIN, ...JOURNEYS]) },
    },
    {
      name: 'feature-layers',
      severity: 'error',
      comment:
        'A domain feature does not use a journey (auth, registration, users, data-export): docs/architecture.md.',
      from: { path: features(DOMAIN) },
      to: { path: features(JOURNEYS) },
    },
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

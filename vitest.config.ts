import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner, three projects: `unit` (pure code), `web` (React components in happy-dom) and
 * `api` (the Fastify app against a real PostgreSQL: PGlite, or TEST_DATABASE_URL when set).
 *
 * `isolate: false` everywhere: a project's files share one worker's module cache instead of
 * importing zod, React/Mantine or Fastify/PGlite afresh per file (about half the time, decision
 * 011). Safe because no file leaves state behind: each api file has its own database and app, the
 * web setup cleans the DOM, toasts, storage, stubs and mocks after every test, and a unit test
 * that changes the password hash cost puts it back.
 *
 * One worker a core: vitest's default (cores − 1) leaves one of this machine's two idle, yet the
 * runner itself only waits on the workers (docs/decisions/011).
 */
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'e2e/**/*.unit.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The web app's own Vite config (React plugin), with its folder as the root.
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
          // A form test types as a person does, one key at a time, and each key renders the whole
          // controlled form again in React's development build (the register page: ~400 keys, most
          // of its 20 s alone). 5 s was too tight once the machine was busy: 15 s, as slow journeys
          // are allowed in e2e, still stops a test that hangs.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need servers shared between processes run only where they are named: several
// server processes on one PostgreSQL (TEST_DATABASE_URL, the PostgreSQL run of the API suite),
// and Redis (TEST_REDIS_URL). apps/server/test/support/services-notice.ts says when they did not
// run.
//
// The tests of the embedded database itself (one owner per data folder) run where PGlite is
// under test: the engine tier (npm run test:api:engine) and the suite without TEST_DATABASE_URL;
// the PostgreSQL run does not repeat them.
const embeddedOnly = [
  'apps/server/test/platform/pglite-one-owner.test.ts',
  'apps/server/src/db/data-dir-lock.test.ts',
];
const needsServers = [
  ...(process.env.TEST_DATABASE_URL ? embeddedOnly : ['apps/server/test/processes/**']),
  ...(process.env.TEST_REDIS_URL ? [] : ['apps/server/test/redis/**']),
];

// A timeout only ends a test that hangs. A pure test that takes 0.5 s on a quiet machine (a
// property test's 300 runs, the import scan of the boundaries) takes ten times that on a machine
// whose two cores CI's other lanes keep busy, so vitest's 5 s default would fail it for the load.
const UNIT_TIMEOUT_MS = 60_000;
// The pure tiers (shared, web, architecture) share each worker's modules between files
// (isolate: false): a fresh module graph per file cost 70 s of imports for 4 s of tests. Their
// tests keep no state between files (a fake clock is put back after each test).

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          // Boundaries between the parts (tools/architecture): which folder may import which.
          name: 'architecture',
          include: ['tools/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...needsServers],
          globalSetup: [
            'apps/server/test/support/services-notice.ts',
            'apps/server/test/support/server-build.ts',
          ],
          setupFiles: [
            'apps/server/test/support/one-statement-at-a-time.ts',
            'apps/server/test/support/cheap-passwords.ts',
          ],
          environment: 'node',
          // One PGlite per worker, reused across files: opening one costs seconds.
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          // A timeout only ends a test that hangs: on a machine whose cores other work keeps busy
          // the heavy tests (1,000-row imports, 10,000 takers) take several times their quiet
          // duration, so the limit is far above it. Tests that seed the whole demo school set
          // DEMO_SEED_TIMEOUT_MS (test/support/timeouts.ts).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS } from './fixtures/timeouts.js';

// Browser tests: each spec file starts the built server (fresh PGlite) and an SMTP sink, and
// drives Chromium. One file at a time: the machine has two cores and Chromium wants one.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['fixtures/build-snapshot.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // Generous on purpose: a timeout only ends a stuck test (see fixtures/timeouts.ts).
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    teardownTimeout: 30_000,
  },
});

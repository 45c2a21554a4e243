import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS } from './fixtures/timeouts.js';

// Browser tests: each spec file starts the built server (on a copy of a DATA_DIR template) and
// an SMTP sink, and drives the run's one Chromium. One file at a time: the machine has two cores
// and Chromium wants one.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    // In this order: Chromium first (when there is none, its how-to-install message is the one
    // to see), the build's copy, then the data templates made from that copy.
    globalSetup: [
      'fixtures/chromium.ts',
      'fixtures/build-snapshot.ts',
      'fixtures/data-templates.ts',
    ],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // Generous on purpose: a timeout only ends a stuck test (see fixtures/timeouts.ts).
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    teardownTimeout: 30_000,
  },
});

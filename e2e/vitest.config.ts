import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

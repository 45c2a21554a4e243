import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS } from './fixtures/timeouts.js';

// Browser tests: each spec file starts the built server (on a copy of a DATA_DIR template) and
// an SMTP sink, and drives the run's one Chromium. Two files at a time (E2E_WORKERS): a spec
// spends most of its time waiting (on the server, on Chromium's frames, on a poll or an exam's
// close), one at a time kept about 0.6 of a core busy; each file has its own server, database,
// sink and browser contexts, so nothing is shared but Chromium and the axe shapes file.
const workers = Number(process.env.E2E_WORKERS) || 2;
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
    // Each worker keeps the modules it imported (Playwright's client, the fixtures, the web
    // app's route table) from one spec file to the next: importing them afresh cost about
    // 3 s of CPU a file. A spec's own state lives in its file, which is still run anew, and
    // the fixtures keep none between files (the portal is per file, made in its beforeAll).
    isolate: false,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // Generous on purpose: a timeout only ends a stuck test (see fixtures/timeouts.ts).
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    teardownTimeout: 30_000,
  },
});

// Vitest global setup for the server project: the tests that start the server as a process of its
// own (test/processes, the embedded database's one-owner test, the DATABASE_URL starts) start
// this build of it, bundled once per run as `npm run build` bundles dist/. They used to start
// src/main.ts through tsx, which compiled the whole server again in each process: about 4 s of
// CPU a start, against under 2 s for the bundle, over some twenty starts a run.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's server build (main.js, demo.js); see builtEntry. */
    serverBuild: string;
  }
}

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export default function serverBuild(project: TestProject): () => void {
  // Beside dist/, at the same depth: the bundle finds the migrations, resources and the web app
  // by paths relative to itself, as dist/main.js does. One folder per run, so two runs (CI's
  // engine tier and a developer's) never share one.
  const outdir = path.join(SERVER_DIR, `.test-build-${process.pid}`);
  execFileSync(process.execPath, ['build.mjs', '--outdir', outdir], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
  });
  project.provide('serverBuild', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}

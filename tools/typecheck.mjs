// npm run typecheck: `tsc` on every TypeScript project of the repository, as many at a time as
// the machine has cores (each tsc uses one), so that CI's first step takes the longest project's
// time rather than the sum. Each project's errors are printed together, after it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'packages/shared', 'bench', 'tools'];
const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n`);
      if (out.length > 0) process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) {
      ok = (await check(project)) && ok;
    }
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);

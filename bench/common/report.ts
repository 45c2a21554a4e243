// What every bench's section of bench/RESULTS.md says alike: the machine, the load around the
// run, the commit measured; and how a section is put at the top of the file.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export function machineLine(): string {
  const cpus = os.cpus();
  const memGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${memGiB} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

const loadAverage = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');

/** The machine's line and the load average at the run's start and now, as Markdown list items. */
export function machineLines(loadAtStart: number[]): string[] {
  return [
    `- Machine: ${machineLine()}.`,
    `- Load average (1 / 5 / 15 min) at start ${loadAverage(loadAtStart)}, at end ${loadAverage(os.loadavg())}.`,
  ];
}

/** The commit the server was built from, and whether the build had uncommitted changes in it. */
export function sourceLine(root: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/shared').trim();
    return dirty
      ? `commit \`${commit}\` with the uncommitted changes then under apps/server or packages/shared`
      : `commit \`${commit}\`, no uncommitted changes under apps/server or packages/shared`;
  } catch {
    return 'an unknown commit (git did not answer)';
  }
}

const HEADER = `# bench results

Newest first. Written by \`npm run bench\`, \`npm run bench:capacity\`, \`npm run bench:exam-day\` and \`npm run bench:payments\` (see README.md in this folder); older sections are kept below.
`;

/** Puts `section` at the top of the file, below its header, keeping every older section. */
export function prependSection(file: string, section: string): void {
  let older = '';
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    const first = text.indexOf('\n## ');
    older = first >= 0 ? text.slice(first + 1) : '';
  }
  writeFileSync(file, `${HEADER}\n${section}${older ? `\n${older}` : ''}`);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Edge, importEdges, REPO } from './imports';

/**
 * Import circles: the strongly connected components (Tarjan) of the graph of imports between
 * the apps' and the shared package's sources, tests left out. Every import counts, type-only,
 * re-exported and dynamic ones included: a circle of types today is a run-time one tomorrow.
 * `npx tsx tools/architecture/circles.ts` prints them; boundaries.test.ts forbids them.
 */

/** The sources the circles are about: apps/<app>/src and packages/shared/src, no tests. */
const PART = /^(apps\/[^/]+\/src|packages\/shared\/src)\//;
const TEST = /(\.test\.tsx?$|\/test\/|\/__tests__\/)/;

const inGraph = (file: string) => PART.test(file) && !TEST.test(file);

/**
 * The file an import leads to, as the compiler finds it: `x.js` is `x.ts` or `x.tsx`, a folder
 * is its index.ts; undefined for a package or a file outside the sources.
 */
export function resolveFile(
  target: string,
  exists = (path: string) => existsSync(join(REPO, path)),
) {
  if (!target.startsWith('apps/') && !target.startsWith('packages/')) return undefined;
  const stem = target.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [target, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`];
  return candidates.find((path) => /\.(ts|tsx)$/.test(path) && exists(path));
}

/** The graph: each source file and the source files it imports. */
export function importGraph(edges: readonly Edge[] = importEdges()): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of edges) {
    if (!inGraph(file)) continue;
    const to = resolveFile(target);
    if (!graph.has(file)) graph.set(file, new Set());
    if (to && inGraph(to)) graph.get(file)?.add(to);
  }
  return graph;
}

/** The graph's circles (components of two files or more, or a file importing itself), biggest first. */
export function circlesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) circles.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles.sort(
    (a, b) => b.length - a.length || (a[0] as string).localeCompare(b[0] as string),
  );
}

/** Which part of the house a file is in: server, web, shared. */
const partOf = (file: string) =>
  file.startsWith('packages/') ? 'shared' : (file.split('/')[1] as string);

if (process.argv[1]?.endsWith('circles.ts')) {
  const circles = circlesOf(importGraph());
  for (const part of ['server', 'web', 'shared']) {
    const mine = circles.filter((c) => partOf(c[0] as string) === part);
    console.log(
      `${part}: ${mine.length} circle(s), sizes ${mine.map((c) => c.length).join(', ') || '-'}`,
    );
    if (process.argv.includes('--files'))
      for (const c of mine) console.log(`  ${c.join('\n  ')}\n`);
  }
}

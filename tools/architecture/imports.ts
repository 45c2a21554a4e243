import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** The repository's root: tools/architecture/../.. */
export const REPO = normalize(join(dirname(new URL(import.meta.url).pathname), '..', '..'));

/** Folders whose sources the boundaries are about. */
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'tools'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'artifacts', 'drizzle']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** Every source file under the roots, as a path from the repository's root with `/`. */
export function sourceFiles(root = REPO): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) files.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const top of ROOTS) {
    try {
      walk(join(root, top));
    } catch {
      // A root the checkout does not have.
    }
  }
  return files.sort();
}

// import x from '…'; import type { X } from '…'; import '…'; export { x } from '…';
// export * from '…'; import('…'); vi.mock('…') is not an import and is left out.
const IMPORT =
  /(?:^|[^\w.$])(?:import|export)\s*(?:type\s+)?(?:[\w*${}\s,]+?\s*from\s*)?['"]([^'"\n]+)['"]|(?:^|[^\w.$])import\s*\(\s*['"]([^'"\n]+)['"]\s*\)/gm;

/** What a source text imports, and whether by a dynamic `import('…')` (a chunk of its own). */
export function importsWithKindOf(text: string): { specifier: string; dynamic: boolean }[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(IMPORT)].map((m) => ({
    specifier: (m[1] ?? m[2]) as string,
    dynamic: m[2] !== undefined,
  }));
}

/** The module names a source text imports (static, type-only, re-exports, dynamic). */
export function importsOf(text: string): string[] {
  return importsWithKindOf(text).map((i) => i.specifier);
}

/**
 * Where an import of `file` leads: a relative one as a path from the repository's root (its
 * extension as written), a package name as it is.
 */
export function resolveImport(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return normalize(join(dirname(file), specifier))
    .split(sep)
    .join('/');
}

/** An import of `file`; `dynamic` when it is an `import('…')`, loaded lazily. */
export type Edge = { file: string; target: string; dynamic?: boolean };

/** Every import of every source file. */
export function importEdges(root = REPO): Edge[] {
  return sourceFiles(root).flatMap((file) =>
    importsWithKindOf(readFileSync(join(root, file), 'utf8')).map(({ specifier, dynamic }) => ({
      file,
      target: resolveImport(file, specifier),
      dynamic,
    })),
  );
}

// Bundles the server (and the workspace's shared package, which ships as TypeScript) into dist/,
// or into the folder after --outdir (the API tests' own build: test/support/server-build.ts).
// npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? process.argv[at + 1] : 'dist';
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shala/'));

await build({
  entryPoints: ['src/main.ts', 'src/demo.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

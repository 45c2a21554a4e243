// Fails when the JavaScript a browser downloads to show a public page is over budget.
// Counted: the entry chunk and everything it imports statically, plus the lazily loaded route
// modules of the public pages (/auth and its children, /policies, /404, /coming-soon) with their
// own static imports. Each chunk is counted once, brotli-compressed at the highest quality.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/** The spec'd budget; BUDGET_KB in the environment overrides it (e.g. to measure a change). */
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 120);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

/** Route modules of the public pages, as the router lazy-loads them. */
const PUBLIC_ROUTE_MODULES = [
  'src/features/auth/AuthLayout.tsx',
  'src/features/auth/SignInPage.tsx',
  'src/features/auth/SignUpPage.tsx',
  'src/features/auth/VerifyOtpPage.tsx',
  'src/features/auth/ForgotPasswordPage.tsx',
  'src/features/auth/SetPasswordPage.tsx',
  'src/features/auth/ChangePasswordPage.tsx',
  'src/features/auth/DirectAdmissionPage.tsx',
  'src/features/contact/ContactPage.tsx',
  'src/features/public/PoliciesPage.tsx',
  'src/features/public/NotFoundPage.tsx',
  'src/features/public/ComingSoonPage.tsx',
];

function fail(message) {
  console.error(`budget: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) fail(`no ${manifestPath}; run "npm run build -w @shala/web" first`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) fail(`expected one entry chunk in the manifest, found ${entries.length}`);

const counted = new Map();
function addWithStaticImports(key) {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}"`);
  if (counted.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) counted.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported);
}

addWithStaticImports(entries[0][0]);
for (const source of PUBLIC_ROUTE_MODULES) {
  if (!manifest[source]) {
    fail(`public route module ${source} is not a chunk of its own; is it still lazy-loaded?`);
  }
  addWithStaticImports(source);
}

let total = 0;
const rows = [];
for (const file of counted.keys()) {
  const data = readFileSync(path.join(dist, file));
  const size = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  total += size;
  rows.push([size, file]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);

const totalKb = total / 1024;
const summary = `public pages download ${totalKb.toFixed(1)} KB of JavaScript (brotli); budget ${BUDGET_KB} KB`;
if (totalKb > BUDGET_KB) fail(`OVER BUDGET: ${summary}`);
console.log(`budget: ok, ${summary}`);
